import type { AnalysedUnit, HeadwordLexicon } from '../../types.ts';
import { afterTo, frenchDe } from '../../derivation/gloss-forms.ts';
import type { Affix, DerivationRules, Meanings, Templates } from '../../derivation/types.ts';

/**
 * Korean derivations: the verb- and adjective-making suffixes (하다, 되다, 스럽다 ...), the noun suffixes
 * (-적, -성, -화) and the Sino-Korean prefixes (재-, 비-, 불-, 무-, 미-), with their glosses per dictionary
 * language. Only 재-, 비-, 불- and 무- are safe (their composed glosses read right); 하다 on 가정 "home"
 * is no "to home", so the suffixes show the word's parts.
 */

const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]+$/;

/** Korean bases need two syllables: one-syllable ones (달하다 -> 달 "moon") are mostly not derivations. */
function koreanBase(base: string): boolean {
  return base.length >= 2 && HANGUL_SYLLABLE.test(base);
}

function koreanSuffix(
  suffix: string,
  category: string,
  meaning: Meanings,
  compose: Templates,
  baseCategory = 'noun',
): Affix {
  return {
    kind: 'suffix',
    label: suffix.length === 1 ? `-${suffix}` : suffix,
    meaning,
    compose,
    category,
    baseCategory,
    bases: (word) => {
      if (!word.endsWith(suffix)) return [];
      const base = word.slice(0, -suffix.length);
      return koreanBase(base) ? [base] : [];
    },
  };
}

function koreanPrefix(
  prefix: string,
  meaning: Meanings,
  compose: Templates,
  baseCategory: string | null = 'noun',
): Affix {
  return {
    kind: 'prefix',
    label: `${prefix}-`,
    meaning,
    compose,
    ...(baseCategory ? { baseCategory } : {}),
    bases: (word) => {
      if (!word.startsWith(prefix)) return [];
      const base = word.slice(prefix.length);
      return koreanBase(base) ? [base] : [];
    },
  };
}

/** A Korean prefix whose composed translation reads right (재구매 "re-purchase", 무관심 "without interest"). */
function safePrefix(...args: Parameters<typeof koreanPrefix>): Affix {
  return { ...koreanPrefix(...args), safe: true };
}

export const KOREAN_AFFIXES: readonly Affix[] = [
  koreanSuffix(
    '하다',
    'verb',
    {
      en_US: 'do; makes a verb',
      fr_FR: 'faire ; forme un verbe',
      es_ES: 'hacer; forma un verbo',
      ja_JP: 'する（動詞を作る）',
    },
    {
      en_US: (x) => (x.startsWith('to ') ? x : `to ${x}`),
      fr_FR: (x) => `faire : ${x}`,
      es_ES: (x) => `hacer: ${x}`,
      ja_JP: (x) => `${x}する`,
    },
  ),
  koreanSuffix(
    '되다',
    'verb',
    {
      en_US: 'become, be done; makes a verb',
      fr_FR: 'devenir, être fait ; forme un verbe',
      es_ES: 'volverse, ser hecho; forma un verbo',
      ja_JP: 'される・なる（動詞を作る）',
    },
    {
      en_US: (x) => `${x} (passive)`,
      fr_FR: (x) => `${x} (passif)`,
      es_ES: (x) => `${x} (pasiva)`,
      ja_JP: (x) => `${x}される`,
    },
  ),
  koreanSuffix(
    '시키다',
    'verb',
    { en_US: 'make someone do', fr_FR: 'faire faire', es_ES: 'hacer hacer', ja_JP: 'させる' },
    {
      en_US: (x) => `to make (someone) do ${x}`,
      fr_FR: (x) => `faire faire : ${x}`,
      es_ES: (x) => `hacer hacer: ${x}`,
      ja_JP: (x) => `${x}させる`,
    },
  ),
  koreanSuffix(
    '받다',
    'verb',
    { en_US: 'receive', fr_FR: 'recevoir', es_ES: 'recibir', ja_JP: '受ける' },
    {
      en_US: (x) => `to receive ${x}`,
      fr_FR: (x) => `recevoir : ${x}`,
      es_ES: (x) => `recibir: ${x}`,
      ja_JP: (x) => `${x}を受ける`,
    },
  ),
  koreanSuffix(
    '스럽다',
    'adjective',
    {
      en_US: 'having the air of; makes an adjective',
      fr_FR: "qui a l'air de ; forme un adjectif",
      es_ES: 'que tiene aire de; forma un adjetivo',
      ja_JP: 'らしい（形容詞を作る）',
    },
    {
      en_US: (x) => `${x}-like`,
      fr_FR: (x) => `qui évoque : ${x}`,
      es_ES: (x) => `que parece ${x}`,
      ja_JP: (x) => `${x}らしい`,
    },
  ),
  koreanSuffix(
    '롭다',
    'adjective',
    {
      en_US: 'full of; makes an adjective',
      fr_FR: 'plein de ; forme un adjectif',
      es_ES: 'lleno de; forma un adjetivo',
      ja_JP: 'に満ちた（形容詞を作る）',
    },
    {
      en_US: (x) => `full of ${x}`,
      fr_FR: (x) => `plein ${frenchDe(x)}`,
      es_ES: (x) => `lleno de ${x}`,
      ja_JP: (x) => `${x}に満ちた`,
    },
  ),
  koreanSuffix(
    '적',
    'noun',
    { en_US: '-ic, relating to', fr_FR: 'relatif à', es_ES: 'relativo a', ja_JP: '的' },
    {
      en_US: (x) => `relating to ${x}`,
      fr_FR: (x) => `relatif à : ${x}`,
      es_ES: (x) => `relativo a ${x}`,
      ja_JP: (x) => `${x}的`,
    },
  ),
  koreanSuffix(
    '성',
    'noun',
    { en_US: 'nature, quality', fr_FR: 'caractère', es_ES: 'carácter', ja_JP: '性' },
    {
      en_US: (x) => `${x} (nature, quality)`,
      fr_FR: (x) => `${x} (caractère)`,
      es_ES: (x) => `${x} (carácter)`,
      ja_JP: (x) => `${x}性`,
    },
  ),
  koreanSuffix(
    '화',
    'noun',
    { en_US: '-ization', fr_FR: '-isation', es_ES: '-ización', ja_JP: '化' },
    {
      en_US: (x) => `making ${x}`,
      fr_FR: (x) => `rendre : ${x}`,
      es_ES: (x) => `volver: ${x}`,
      ja_JP: (x) => `${x}化`,
    },
  ),
  safePrefix(
    '재',
    { en_US: 're-, again', fr_FR: 'de nouveau', es_ES: 'de nuevo', ja_JP: '再' },
    {
      en_US: (x) => afterTo(x, (y) => `re-${y}`),
      fr_FR: (x) => `${x} (à nouveau)`,
      es_ES: (x) => `${x} (de nuevo)`,
      ja_JP: (x) => `再${x}`,
    },
    // 재- goes on verbs too: 재배송하다 reads as 재 + 배송하다 ("to re-deliver").
    null,
  ),
  safePrefix(
    '비',
    { en_US: 'non-', fr_FR: 'non-', es_ES: 'no', ja_JP: '非' },
    {
      en_US: (x) => afterTo(x, (y) => `non-${y}`),
      fr_FR: (x) => `non-${x}`,
      es_ES: (x) => `no ${x}`,
      ja_JP: (x) => `非${x}`,
    },
  ),
  safePrefix(
    '불',
    { en_US: 'un-, lack of', fr_FR: 'manque de', es_ES: 'falta de', ja_JP: '不' },
    {
      en_US: (x) => `lack of ${x}`,
      fr_FR: (x) => `manque de : ${x}`,
      es_ES: (x) => `falta de ${x}`,
      ja_JP: (x) => `不${x}`,
    },
  ),
  safePrefix(
    '무',
    { en_US: 'without', fr_FR: 'sans', es_ES: 'sin', ja_JP: '無' },
    {
      en_US: (x) => `without ${x}`,
      fr_FR: (x) => `sans ${x}`,
      es_ES: (x) => `sin ${x}`,
      ja_JP: (x) => `無${x}`,
    },
  ),
  koreanPrefix(
    '미',
    { en_US: 'not yet', fr_FR: 'pas encore', es_ES: 'todavía no', ja_JP: '未' },
    {
      en_US: (x) => `not yet ${x}`,
      fr_FR: (x) => `pas encore : ${x}`,
      es_ES: (x) => `todavía no ${x}`,
      ja_JP: (x) => `未${x}`,
    },
  ),
];

/** Prefixes, nouns and noun suffixes, then at most one verb or adjective suffix: 재/XPN 구매/NNG 하/XSV. */
const NOUN_PART = /^(XPN|NNG|XR|XSN)$/;
const PREDICATE_SUFFIX = /^(XSV|XSA)$/;

/**
 * The derived word a Korean unit's morphemes spell (재 + 구매 + 하 -> 재구매하다, 경제 + 적 -> 경제적), or
 * undefined when it is no derivation: the analyser's `word` is already the headword it resolved to (구매).
 * @example koreanDerivedWord(unitOf('구매했어요')) // '구매하다'
 */
export function koreanDerivedWord(unit: AnalysedUnit): string | undefined {
  let written = '';
  let derived = false;
  for (const morph of unit.morphs) {
    if (NOUN_PART.test(morph.tag)) {
      derived ||= morph.tag !== 'NNG';
      written += morph.lex;
    } else if (PREDICATE_SUFFIX.test(morph.tag) && written !== '') {
      return written + morph.lex + '다';
    } else break;
  }
  return derived ? written : undefined;
}

export const KOREAN_DERIVATION: DerivationRules = {
  affixes: KOREAN_AFFIXES,
  fold: (word) => word,
  // The morphemes spell the derived word (구매 + 하 -> 구매하다); the analyser's word where they spell none.
  candidate: (unit: AnalysedUnit, _lexicon: HeadwordLexicon) => koreanDerivedWord(unit) ?? unit.word,
};
