import type { AnalysedUnit, HeadwordLexicon, TextLanguage } from '../types.ts';
import { derivationRules, derivationsOf } from './derivations.ts';

/** Tags of names, numbers and symbols: never derived words, whatever their spelling (Unger, René). */
const NOT_DERIVED = /^(NNP|SN|SL|SH|S[FPSEOW]|PROPN|NUM|PUNCT|SYM|X)$/;

/**
 * With a lexicon, an analyser names a derived word the dictionaries lack by its known base (구매했어요 ->
 * 구매) or by nothing at all ("unhappiness"). When the base is known, the unit is given the derived word
 * itself (구매하다, unhappiness), so that the lookup composes its gloss from the base's (구매 + 하다 -> "to
 * purchase") and the learner marks the word they read. Changes the units in place.
 * @example preferDerivedWords(units, lexicon, 'ko_KR') // 구매했어요: vocabulary 구매 -> 구매하다
 */
export function preferDerivedWords(
  units: AnalysedUnit[],
  lexicon: HeadwordLexicon | undefined,
  language: TextLanguage,
): void {
  if (!lexicon) return;
  const rules = derivationRules(language);
  for (const unit of units) {
    const word = rules.candidate(unit, lexicon);
    if (word === undefined || word === unit.vocabulary || lexicon.has(word)) continue;
    if (NOT_DERIVED.test(unit.morphs[0]?.tag ?? '')) continue;
    const bases = derivationsOf(word, language).map((derivation) => derivation.base);
    // Korean: only the base the analyser named (its morphemes say 구매 + 하, not 구 + 매하다); English and
    // French name none, so any base the lexicon has.
    const known =
      unit.vocabulary !== undefined
        ? bases.includes(unit.vocabulary)
        : bases.some((base) => lexicon.has(base));
    if (known) unit.vocabulary = word;
  }
}
