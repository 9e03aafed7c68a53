import type { AnalysedUnit } from '@glossa/analysis';
import type { AnalyzeRequest, AnalyzeResponse, DictionaryWord } from '@glossa/contract';
import type { AppDatabase } from '../../db/database.ts';
import { lookupWords } from '../dictionary/dictionary.service.ts';
import type { AnalysisPool } from './analysis-pool.ts';
import type { LexiconCache } from './lexicon-cache.ts';
import type { WordCache } from './word-cache.ts';

/**
 * Analyses a text: units from the worker pool (with the installed headwords as lexicon), then the dictionary
 * words of every headword in the asked dictionary language.
 * @example await analyzeText(deps, { text: '학교에 갔어요', textLanguage: 'ko_KR', dictionaryLanguage: 'en_US' })
 */
export async function analyzeText(
  deps: { database: AppDatabase; pool: AnalysisPool; lexicons: LexiconCache; words: WordCache },
  request: AnalyzeRequest,
): Promise<AnalyzeResponse> {
  const lexicon = await deps.lexicons.get(request.textLanguage);
  const units = await deps.pool.analyze(request.text, request.textLanguage, lexicon);
  const headwords = uniqueHeadwords(units);
  const vocab: DictionaryWord[] =
    headwords.length > 0
      ? await deps.words.get(
          deps.lexicons.versionOf(request.textLanguage),
          request.textLanguage,
          request.dictionaryLanguage,
          headwords,
          (missing) => lookupWords(deps.database, missing, request.textLanguage, request.dictionaryLanguage),
        )
      : [];
  return { units: units.map(toWireUnit), vocab };
}

function uniqueHeadwords(units: readonly AnalysedUnit[]): string[] {
  return [...new Set(units.flatMap((unit) => (unit.vocabulary ? [unit.vocabulary] : [])))];
}

/** Only the contract's fields go on the wire, whatever else an analyser keeps on its units. */
function toWireUnit(unit: AnalysedUnit): AnalyzeResponse['units'][number] {
  return {
    surface: unit.surface,
    word: unit.word,
    ...(unit.vocabulary ? { vocabulary: unit.vocabulary } : {}),
    morphs: unit.morphs.map(({ lex, tag }) => ({ lex, tag })),
  };
}
