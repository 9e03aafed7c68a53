import type { DictionaryLocale, DictionaryTextLanguage } from '@glossa/contract';

/**
 * The affixes Glossa composes glosses with, per text language: a word no dictionary has but whose base it
 * knows (구매하다 = 구매 + 하다, "unhappiness" = "unhappy" + -ness, "réinstaller" = ré- + "installer") gets a
 * gloss built from the base's. Pure rules: which bases a word may be made of, and how each affix turns the
 * base's translation into the word's in each dictionary language. Only the affixes marked `safe` give the
 * word a translation ("re-purchase", "installer de nouveau", "sans espoir"): their templates were read right
 * on samples of the words they fire on. The others (하다 on 가정 "home" is no "to home", -ly on "hard" no "in
 * a difficult way", heureusement no "in a happy way") only name the word's parts with their own glosses
 * (구매 "purchase" + 하다 "do; makes a verb"), and the learner reads the word from them.
 */

type Templates = Partial<Record<DictionaryLocale, (base: string) => string>>;
type Meanings = Partial<Record<DictionaryLocale, string>>;

/** One affix and how it composes. */
export interface Affix {
  kind: 'prefix' | 'suffix';
  /** As shown in the word detail: `재-`, `하다`, `-ness`. */
  label: string;
  /** A short gloss of the affix itself, per dictionary language (`again`, `do`). */
  meaning: Meanings;
  /** The word's translation from the base's, per dictionary language; no entry: no gloss in that language. */
  compose: Templates;
  /** The category of the derived word; the base's when absent (prefixes). */
  category?: string;
  /** The category the base should have (하다 follows nouns); a base of another category is a second choice. */
  baseCategory?: string;
  /**
   * Whether the template reads right on the words the affix makes (checked on samples): only then does the
   * derived word get a composed translation; otherwise it shows its parts.
   */
  safe?: boolean;
  /** The written forms the base may have once the affix is removed (spelling changes included). */
  bases(word: string): string[];
}

/** A way a word may be built: a base and the affixes added to it, innermost first. */
export interface Derivation {
  base: string;
  affixes: readonly Affix[];
}

const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]+$/;

/** An English verb gloss keeps its "to" in front: "to deliver" + re- -> "to re-deliver", not "re-to deliver". */
function afterTo(gloss: string, change: (x: string) => string): string {
  return gloss.startsWith('to ') ? `to ${change(gloss.slice(3))}` : change(gloss);
}

/**
 * The English article before a word, by its sound: "an" before a vowel sound (an arbitrary, an honest, an
 * hour), "a" before a consonant sound, a "y" or "w" sound included (a useful, a university, a one-off).
 * @example article('honest') // 'an'
 */
export function article(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (/^(hono|honest|hour|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|uti|ure|eu|ewe|one|once|ouija)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** "in a fair way", "in an arbitrary way", "in an honest way". */
function inAWay(gloss: string): string {
  return `in ${article(gloss)} ${gloss} way`;
}

/**
 * French "de" before a word: elided before a vowel or a mute h (plein d'espoir, plein d'humour), else "de ".
 * @example frenchDe('espoir') // "d'espoir"
 */
export function frenchDe(word: string): string {
  const lower = word.toLowerCase();
  // Most words in h- keep "de" (de haine, de honte); these common ones have a mute h.
  const muteH =
    /^(homme|heure|histoire|honneur|humour|humeur|habitude|hiver|hôtel|huile|herbe|hôpital|harmonie|hygiène|humanit|humid|hésit)/;
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/.test(lower) || muteH.test(lower) ? `d'${word}` : `de ${word}`;
}

/**
 * A French adjective in the feminine, for the templates that agree with a feminine noun (de façon sûre): the
 * regular endings (heureux -> heureuse, actif -> active, premier -> première, naturel -> naturelle, ancien
 * -> ancienne, bon -> bonne, public -> publique), an adjective ending in e unchanged, else + e.
 * @example frenchFeminine('sûr') // 'sûre'
 */
export function frenchFeminine(adjective: string): string {
  const rules: Array<[RegExp, string]> = [
    [/eux$/, 'euse'],
    [/if$/, 'ive'],
    [/er$/, 'ère'],
    [/el$/, 'elle'],
    [/en$/, 'enne'],
    [/on$/, 'onne'],
    [/ic$/, 'ique'],
    [/e$/, 'e'],
  ];
  return adjective
    .split(' ')
    .map((word, index) => {
      if (index > 0) return word;
      for (const [end, feminine] of rules) if (end.test(word)) return word.replace(end, feminine);
      return `${word}e`;
    })
    .join(' ');
}

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

const KOREAN: readonly Affix[] = [
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

/** Latin-script bases: three letters at least ("ad" is no base of "read"). */
function latinBases(...bases: string[]): string[] {
  return bases.filter((base) => base.length >= 3 && /^[\p{L}'-]+$/u.test(base));
}

function stripEnd(word: string, end: string, ...replacements: string[]): string[] {
  if (!word.endsWith(end) || word.length <= end.length) return [];
  const stem = word.slice(0, -end.length);
  return replacements.map((replacement) => stem + replacement);
}

function latinPrefix(
  prefixes: readonly string[],
  label: string,
  meaning: Meanings,
  compose: Templates,
): Affix {
  return {
    kind: 'prefix',
    label,
    meaning,
    compose,
    bases: (word) =>
      latinBases(
        ...prefixes.flatMap((prefix) => {
          if (!word.startsWith(prefix)) return [];
          const rest = word.slice(prefix.length);
          return rest.startsWith('-') ? [rest.slice(1)] : [rest];
        }),
      ),
  };
}

const ENGLISH: readonly Affix[] = [
  {
    ...latinPrefix(
      ['un'],
      'un-',
      { fr_FR: 'pas, contraire', ko_KR: '반대', es_ES: 'no', ja_JP: '反対' },
      {
        fr_FR: (x) => `pas ${x}`,
        ko_KR: (x) => `반대: ${x}`,
        es_ES: (x) => `no ${x}`,
        ja_JP: (x) => `反対: ${x}`,
      },
    ),
    // un- negates adjectives (unhappy, unsafe); on a noun it is a verb of its own (unman is no "pas homme").
    baseCategory: 'adjective',
  },
  {
    ...latinPrefix(
      ['re'],
      're-',
      { fr_FR: 'de nouveau', ko_KR: '다시', es_ES: 'de nuevo', ja_JP: '再び' },
      {
        fr_FR: (x) => `${x} de nouveau`,
        ko_KR: (x) => `다시 ${x}`,
        es_ES: (x) => `${x} de nuevo`,
        ja_JP: (x) => `再び${x}`,
      },
    ),
    // "recourse" is no course again, "resort" no sort again: re- makes verbs of verbs.
    baseCategory: 'verb',
    safe: true,
  },
  {
    kind: 'suffix',
    label: '-ness',
    category: 'noun',
    baseCategory: 'adjective',
    meaning: { fr_FR: "le fait d'être", ko_KR: '상태', es_ES: 'el hecho de ser', ja_JP: 'こと' },
    compose: {
      fr_FR: (x) => `le fait d'être ${x}`,
      ko_KR: (x) => `${x} 상태`,
      es_ES: (x) => `el hecho de ser ${x}`,
      ja_JP: (x) => `${x}こと`,
    },
    bases: (word) => latinBases(...stripEnd(word, 'iness', 'y'), ...stripEnd(word, 'ness', '')),
  },
  {
    kind: 'suffix',
    label: '-ly',
    category: 'adverb',
    baseCategory: 'adjective',
    meaning: { fr_FR: 'de façon', ko_KR: '방식으로', es_ES: 'de manera', ja_JP: '様子で' },
    compose: {
      fr_FR: (x) => `de façon ${frenchFeminine(x)}`,
      ko_KR: (x) => `${x} 방식으로`,
      es_ES: (x) => `de manera ${x}`,
      ja_JP: (x) => `${x}様子で`,
    },
    bases: (word) =>
      latinBases(
        ...stripEnd(word, 'ily', 'y'),
        ...stripEnd(word, 'ically', 'ic'),
        ...stripEnd(word, 'bly', 'ble'),
        ...stripEnd(word, 'ly', ''),
      ),
  },
  {
    kind: 'suffix',
    label: '-less',
    category: 'adjective',
    baseCategory: 'noun',
    safe: true,
    meaning: { fr_FR: 'sans', ko_KR: '없는', es_ES: 'sin', ja_JP: 'のない' },
    compose: {
      fr_FR: (x) => `sans ${x}`,
      ko_KR: (x) => `${x} 없는`,
      es_ES: (x) => `sin ${x}`,
      ja_JP: (x) => `${x}のない`,
    },
    bases: (word) => latinBases(...stripEnd(word, 'iless', 'y'), ...stripEnd(word, 'less', '')),
  },
  {
    kind: 'suffix',
    label: '-ful',
    category: 'adjective',
    baseCategory: 'noun',
    meaning: { fr_FR: 'plein de', ko_KR: '가득한', es_ES: 'lleno de', ja_JP: 'に満ちた' },
    compose: {
      fr_FR: (x) => `plein ${frenchDe(x)}`,
      ko_KR: (x) => `${x} 가득한`,
      es_ES: (x) => `lleno de ${x}`,
      ja_JP: (x) => `${x}に満ちた`,
    },
    bases: (word) => latinBases(...stripEnd(word, 'iful', 'y'), ...stripEnd(word, 'ful', '')),
  },
];

const FRENCH: readonly Affix[] = [
  {
    ...latinPrefix(
      ['ré', 're'],
      're-',
      { en_US: 'again', ko_KR: '다시', es_ES: 'de nuevo', ja_JP: '再び' },
      {
        en_US: (x) => `${x} again`,
        ko_KR: (x) => `다시 ${x}`,
        es_ES: (x) => `${x} de nuevo`,
        ja_JP: (x) => `再び${x}`,
      },
    ),
    baseCategory: 'verb',
    safe: true,
  },
  // No dé-: it fired on décent ("opposite of hundred"), démon, démontrer, wrong on most words it met.
  {
    ...latinPrefix(
      ['in', 'im', 'il', 'ir'],
      'in-',
      { en_US: 'not', ko_KR: '반대', es_ES: 'no', ja_JP: '反対' },
      {
        en_US: (x) => `not ${x}`,
        ko_KR: (x) => `반대: ${x}`,
        es_ES: (x) => `no ${x}`,
        ja_JP: (x) => `反対: ${x}`,
      },
    ),
    baseCategory: 'adjective',
  },
  {
    kind: 'suffix',
    label: '-ment',
    category: 'adverb',
    baseCategory: 'adjective',
    meaning: { en_US: '-ly', ko_KR: '방식으로', es_ES: '-mente', ja_JP: '様子で' },
    compose: {
      en_US: inAWay,
      ko_KR: (x) => `${x} 방식으로`,
      es_ES: (x) => `de manera ${x}`,
      ja_JP: (x) => `${x}様子で`,
    },
    // The adverb is built on the feminine: heureusement -> heureuse -> heureux, activement -> actif.
    bases: (word) =>
      latinBases(
        ...stripEnd(word, 'emment', 'ent'),
        ...stripEnd(word, 'amment', 'ant'),
        ...stripEnd(word, 'eusement', 'eux'),
        ...stripEnd(word, 'ivement', 'if'),
        ...stripEnd(word, 'èrement', 'er'),
        ...stripEnd(word, 'ellement', 'el'),
        ...stripEnd(word, 'ement', 'e', ''),
        ...stripEnd(word, 'ment', ''),
      ),
  },
];

const AFFIXES: Record<DictionaryTextLanguage, readonly Affix[]> = {
  ko_KR: KOREAN,
  en_US: ENGLISH,
  fr_FR: FRENCH,
};

/** Two affixes at most (재구매하다, unhappiness via "happy"): deeper guesses are more often wrong than right. */
const MAX_AFFIXES = 2;

/**
 * Every way the word may be built from a base and one or two affixes, fewer affixes first (the closest known
 * base wins), the outermost affix a suffix first; the bases are not checked against any dictionary here.
 * @example derivationsOf('재구매하다', 'ko_KR').map((d) => d.base) // ['재구매', '구매']
 */
export function derivationsOf(word: string, language: DictionaryTextLanguage): Derivation[] {
  const lower = language === 'ko_KR' ? word : word.toLowerCase();
  const found: Derivation[] = [];
  const seen = new Set<string>();
  const visit = (form: string, outer: readonly Affix[]) => {
    for (const affix of AFFIXES[language]) {
      for (const base of affix.bases(form)) {
        if (base === form) continue;
        const affixes = [affix, ...outer];
        const key = `${base}|${affixes.map((a) => a.label).join(',')}`;
        if (!seen.has(key)) {
          seen.add(key);
          found.push({ base, affixes });
        }
        if (affixes.length < MAX_AFFIXES) visit(base, affixes);
      }
    }
  };
  visit(lower, []);
  // A suffix goes on last (unhappiness = (un + happy) + -ness, 재구매하다 = (재 + 구매) + 하다): the commoner
  // reading, and a suffix's template expects a noun or adjective where a prefix's takes anything.
  const suffixLast = (d: Derivation) => (d.affixes[d.affixes.length - 1]?.kind === 'suffix' ? 0 : 1);
  return found.sort((a, b) => a.affixes.length - b.affixes.length || suffixLast(a) - suffixLast(b));
}

/**
 * The word's translation from its base's, or undefined when an affix has no template in that language.
 * @example composeTranslation(derivationsOf('구매하다', 'ko_KR')[0]!, 'purchase', 'en_US') // 'to purchase'
 */
export function composeTranslation(
  derivation: Derivation,
  baseTranslation: string,
  lang: DictionaryLocale,
): string | undefined {
  let result = baseTranslation;
  for (const affix of derivation.affixes) {
    const template = affix.compose[lang];
    if (!template) return undefined;
    result = template(result);
  }
  return result;
}
