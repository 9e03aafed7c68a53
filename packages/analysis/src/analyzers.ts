import { englishAnalyzer } from './english/index.ts';
import { frenchAnalyzer } from './french/index.ts';
import { createKoreanAnalyzer, koreanAnalyzer } from './korean/index.ts';
import { buildKoreanUserDictionary } from './korean/dictionary/user-dictionary.ts';
import { getKoreanDictionary } from './korean/dictionary/load.ts';
import type { Analyzer, HeadwordEntry, TextLanguage } from './types.ts';

const ANALYZERS: Record<TextLanguage, Analyzer> = {
  ko_KR: koreanAnalyzer,
  en_US: englishAnalyzer,
  fr_FR: frenchAnalyzer,
};

/**
 * The analyser for a text language.
 * @example analyzerFor('ko_KR').analyze('학교에 갔어요') // [{ surface: '학교에', word: '학교', ... }, ...]
 */
export function analyzerFor(language: TextLanguage): Analyzer {
  return ANALYZERS[language];
}

/**
 * Korean segmentation takes the installed dictionaries' nouns as lattice words (MeCab user-dictionary
 * entries), so that a compound the learner can look up (해수욕장) is not split by its neighbours (해운대 해 +
 * 수욕장); without nouns the analyser is the plain one.
 */
function koreanAnalyzerWith(entries: readonly HeadwordEntry[]): Analyzer {
  const nouns = entries.filter((entry) => entry.category === 'noun').map((entry) => entry.written);
  if (nouns.length === 0) return koreanAnalyzer;
  return createKoreanAnalyzer({ userDictionary: buildKoreanUserDictionary(getKoreanDictionary(), nouns) });
}

const WITH_HEADWORDS: Record<TextLanguage, (entries: readonly HeadwordEntry[]) => Analyzer> = {
  ko_KR: koreanAnalyzerWith,
  en_US: () => englishAnalyzer,
  fr_FR: () => frenchAnalyzer,
};

/**
 * The analyser for a text language made for the installed dictionaries' headwords (build it once per
 * lexicon: the Korean one compiles the nouns into its segmentation lattice).
 * @example analyzerWithHeadwords('ko_KR', [{ written: '해수욕장', category: 'noun' }]).analyze('해운대해수욕장')
 */
export function analyzerWithHeadwords(language: TextLanguage, entries: readonly HeadwordEntry[]): Analyzer {
  return WITH_HEADWORDS[language](entries);
}
