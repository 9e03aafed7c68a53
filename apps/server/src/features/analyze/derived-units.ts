import type { AnalysedUnit, HeadwordLexicon, TextLanguage } from '@glossa/analysis';
import { derivationsOf } from '../dictionary/index.ts';

/** Tags of names, numbers and symbols: never derived words, whatever their spelling (Unger, René). */
const NOT_DERIVED = /^(NNP|SN|SL|SH|S[FPSEOW]|PROPN|NUM|PUNCT|SYM|X)$/;

/** Prefixes, nouns and noun suffixes, then at most one verb or adjective suffix: 재/XPN 구매/NNG 하/XSV. */
const NOUN_PART = /^(XPN|NNG|XR|XSN)$/;
const PREDICATE_SUFFIX = /^(XSV|XSA)$/;

/**
 * The derived word a Korean unit's morphemes spell (재 + 구매 + 하 -> 재구매하다, 경제 + 적 -> 경제적), or
 * undefined when it is no derivation: the analyser's `word` is already the headword it resolved to (구매).
 */
function koreanDerivedWord(unit: AnalysedUnit): string | undefined {
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
  for (const unit of units) {
    const word = language === 'ko_KR' ? (koreanDerivedWord(unit) ?? unit.word) : unit.word.toLowerCase();
    if (word === unit.vocabulary || lexicon.has(word)) continue;
    if (language !== 'ko_KR' && lexicon.has(unit.word)) continue;
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
