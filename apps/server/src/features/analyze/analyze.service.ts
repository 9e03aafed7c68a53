import type { PhraseSpan } from '@glossa/analysis';
import type { AnalyzeRequest, AnalyzeUnitsRequest, DictionaryWord } from '@glossa/contract';
import { grammarAnswerParts } from '@glossa/analysis/grammar';
import { shortCode } from '@glossa/contract';
import type { DictionaryService } from '../dictionary/dictionary.service.ts';
import type { AnalysisPool } from './analysis-pool.ts';
import { explainedUnitsJson } from './unexplained-units.ts';
import type { LexiconCache } from './lexicon-cache.ts';
import type { WordCache } from './word-cache.ts';

/** Writes one dictionary word as the response schema's serializer does (its `vocab` item schema). */
export type WordSerializer = (word: DictionaryWord) => string;

// The same everyday words come back in almost every answer: each word object the word cache keeps is written
// to UTF-8 JSON once, instead of being serialized and encoded again on the event loop for every request.
const wordJson = new WeakMap<DictionaryWord, Buffer>();

const UNITS_START = Buffer.from('{"units":');
const VOCAB_START = Buffer.from(',"vocab":[');
const COMMA = Buffer.from(',');
const PHRASES_START = Buffer.from('],"phrases":');
const GRAMMAR_START = Buffer.from(',"grammar":');
const NO_GRAMMAR = Buffer.from('[]');
const END = Buffer.from('}');

/** What the dictionary side of an analysis needs: the service, the installed lexicons, the word cache. */
interface WordDeps {
  dictionary: DictionaryService;
  lexicons: LexiconCache;
  words: WordCache;
}

/**
 * The dictionary words of the headwords in one dictionary language, through the word cache; a headword no
 * dictionary has gets a gloss composed from its parts' entries (구매 + 하다).
 */
function wordsFor(
  deps: WordDeps,
  textLanguage: AnalyzeRequest['textLanguage'],
  dictionaryLanguage: AnalyzeRequest['dictionaryLanguage'],
  headwords: readonly string[],
): Promise<DictionaryWord[]> {
  if (headwords.length === 0) return Promise.resolve([]);
  return deps.words.get(
    deps.lexicons.versionOf(textLanguage),
    textLanguage,
    dictionaryLanguage,
    [...headwords],
    (missing) => deps.dictionary.wordsWithComposed(missing, textLanguage, dictionaryLanguage),
  );
}

/**
 * Analyses a text: units from the worker pool (with the installed headwords as lexicon), then the dictionary
 * words of every headword in the asked dictionary language. Returns the `AnalyzeResponse` JSON, byte for byte
 * what the response schema's serializer would write, so that the event loop only copies bytes.
 * @example await analyzeText(deps, { text: '학교에 갔어요', textLanguage: 'ko_KR', dictionaryLanguage: 'en_US' })
 */
export async function analyzeText(
  deps: {
    dictionary: DictionaryService;
    pool: AnalysisPool;
    lexicons: LexiconCache;
    words: WordCache;
    serializeWord: WordSerializer;
  },
  request: AnalyzeRequest,
  // `grammar: false` only for the benchmark that measures what the grammar layer adds (answers `grammar: []`).
  options: { grammar: boolean } = { grammar: true },
): Promise<Buffer> {
  const lexicon = await deps.lexicons.get(request.textLanguage);
  const { unitsJson, headwords, phrases, grammar } = await deps.pool.analyze(
    request.text,
    request.textLanguage,
    lexicon,
    { grammar: options.grammar },
  );
  const vocab = await wordsFor(deps, request.textLanguage, request.dictionaryLanguage, headwords);
  // A headword the answer has no word for is not shown as a dictionary word (see explainedUnitsJson).
  const parts: Uint8Array[] = [UNITS_START, explainedUnitsJson(unitsJson, headwords, vocab), VOCAB_START];
  for (let i = 0; i < vocab.length; i++) {
    const word = vocab[i]!;
    let json = wordJson.get(word);
    if (!json) {
      json = Buffer.from(deps.serializeWord(word));
      wordJson.set(word, json);
    }
    if (i > 0) parts.push(COMMA);
    parts.push(json);
  }
  parts.push(PHRASES_START, phrasesJson(phrases), GRAMMAR_START);
  // The worker packed the spans' positions; each construction's texts come from bytes made once per language.
  if (grammar) {
    for (const part of grammarAnswerParts(
      grammar,
      request.textLanguage,
      shortCode(request.dictionaryLanguage),
    ))
      parts.push(part);
  } else parts.push(NO_GRAMMAR);
  parts.push(END);
  return Buffer.concat(parts);
}

const RESULTS_START = Buffer.from('{"results":[');
const UNITS_PHRASES_START = Buffer.from(',"phrases":');
const RESULTS_END = Buffer.from(']}');

/**
 * Analyses several texts into their units and phrases only (`POST /api/analyze/units`): for each, the same
 * units and phrases as `analyzeText`, without sending the dictionary words (looked up only to leave out the
 * headwords a dictionary language given cannot explain). Each text is its
 * own task in the pool (the threads share a batch). Returns the `AnalyzeUnitsResponse` JSON as its schema's
 * serializer would write it.
 * @example await analyzeUnits(deps, { texts: ['I went home.'], textLanguage: 'en_US' })
 */
export async function analyzeUnits(
  deps: WordDeps & { pool: AnalysisPool },
  request: AnalyzeUnitsRequest,
): Promise<Buffer> {
  const lexicon = await deps.lexicons.get(request.textLanguage);
  const results = await Promise.all(
    request.texts.map((text) => deps.pool.analyze(text, request.textLanguage, lexicon)),
  );
  // With a dictionary language, the headwords it has no word for are left out as in `analyzeText` (one
  // lookup for all the texts; the words themselves are not sent).
  const { dictionaryLanguage } = request;
  const vocab = dictionaryLanguage
    ? await wordsFor(deps, request.textLanguage, dictionaryLanguage, [
        ...new Set(results.flatMap((result) => result.headwords)),
      ])
    : undefined;
  const parts: Uint8Array[] = [RESULTS_START];
  results.forEach(({ unitsJson, headwords, phrases }, i) => {
    if (i > 0) parts.push(COMMA);
    const units = vocab ? explainedUnitsJson(unitsJson, headwords, vocab) : unitsJson;
    parts.push(UNITS_START, units, UNITS_PHRASES_START, phrasesJson(phrases), END);
  });
  parts.push(RESULTS_END);
  return Buffer.concat(parts);
}

/** The phrases' JSON with keys in the schema's order (first, last, vocabulary), as its serializer writes them. */
function phrasesJson(phrases: readonly PhraseSpan[]): Buffer {
  const wire = phrases.map((p) => ({ first: p.first, last: p.last, vocabulary: p.vocabulary }));
  return Buffer.from(JSON.stringify(wire));
}
