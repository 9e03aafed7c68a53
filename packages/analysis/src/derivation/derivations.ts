import { ENGLISH_DERIVATION } from '../english/derivation/affixes.ts';
import { FRENCH_DERIVATION } from '../french/derivation/affixes.ts';
import { KOREAN_DERIVATION } from '../korean/derivation/affixes.ts';
import type { TextLanguage } from '../types.ts';
import type { Derivation, DerivationRules, GlossLanguage } from './types.ts';

/**
 * The affixes Glossa composes glosses with, per text language: a word no dictionary has but whose base it
 * knows (구매하다 = 구매 + 하다, "unhappiness" = "unhappy" + -ness, "réinstaller" = ré- + "installer") gets a
 * gloss built from the base's. Pure rules: which bases a word may be made of, and how each affix turns the
 * base's translation into the word's in each dictionary language. Only the affixes marked `safe` give the
 * word a translation ("re-purchase", "sans espoir"): their templates were read right on samples of the words
 * they fire on. The others (하다 on 가정 "home" is no "to home", -ly on "hard" no "in a difficult way",
 * heureusement no "in a happy way", répartir no "to leave again") only name the word's parts with their own
 * glosses (구매 "purchase" + 하다 "do; makes a verb"), and the learner reads the word from them.
 */
const RULES: Record<TextLanguage, DerivationRules> = {
  ko_KR: KOREAN_DERIVATION,
  en_US: ENGLISH_DERIVATION,
  fr_FR: FRENCH_DERIVATION,
};

/**
 * A text language's derivation rules.
 * @example derivationRules('ko_KR').affixes.map((a) => a.label) // ['하다', '되다', ...]
 */
export function derivationRules(language: TextLanguage): DerivationRules {
  return RULES[language];
}

/** Two affixes at most (재구매하다, unhappiness via "happy"): deeper guesses are more often wrong than right. */
const MAX_AFFIXES = 2;

/**
 * Every way the word may be built from a base and one or two affixes, fewer affixes first (the closest known
 * base wins), the outermost affix a suffix first; the bases are not checked against any dictionary here.
 * @example derivationsOf('재구매하다', 'ko_KR').map((d) => d.base) // ['재구매', '구매']
 */
export function derivationsOf(word: string, language: TextLanguage): Derivation[] {
  const rules = RULES[language];
  const found: Derivation[] = [];
  const seen = new Set<string>();
  const visit = (form: string, outer: Derivation['affixes']) => {
    for (const affix of rules.affixes) {
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
  visit(rules.fold(word), []);
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
  lang: GlossLanguage,
): string | undefined {
  let result = baseTranslation;
  for (const affix of derivation.affixes) {
    const template = affix.compose[lang];
    if (!template) return undefined;
    result = template(result);
  }
  return result;
}
