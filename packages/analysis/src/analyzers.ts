import { englishAnalyzer } from './english/index.ts';
import { frenchAnalyzer } from './french/index.ts';
import { koreanAnalyzer } from './korean/index.ts';
import type { Analyzer, TextLanguage } from './types.ts';

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
