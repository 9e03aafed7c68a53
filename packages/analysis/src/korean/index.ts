/** Korean analysis over mecab-ko-dic: MeCab-exact morphemes, learner units, headwords and tag names. */
export { koreanAnalyzer, analyzeKorean, createKoreanAnalyzer } from './analyzer.ts';
export type { KoreanAnalyzerOptions } from './analyzer.ts';
export {
  buildKoreanUserDictionary,
  DEFAULT_USER_WORD_COST,
  DEFAULT_USER_SYLLABLE_BONUS,
} from './dictionary/user-dictionary.ts';
export type { KoreanUserDictionary, UserDictionaryOptions } from './dictionary/user-dictionary.ts';
export { tokenizeKorean } from './tokenize.ts';
export type { KoreanMorpheme, TokenizeOptions as KoreanTokenizeOptions } from './tokenize.ts';
export type { KoreanFeatures, ExpressionPart as KoreanExpressionPart } from './features.ts';
export { koreanTagLabel, KOREAN_TAG_LABELS } from './tags.ts';
export {
  getKoreanDictionary,
  loadKoreanDictionary,
  resolveDictionaryDir as resolveKoreanDictionaryDir,
  DICTIONARY_DIR_ENV as KOREAN_DICTIONARY_DIR_ENV,
} from './dictionary/load.ts';
export type { KoreanDictionary } from './dictionary/load.ts';
