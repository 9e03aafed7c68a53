import type { PhraseSpan } from '@glossa/analysis';
import type { AnalyzeRequest, DictionaryWord } from '@glossa/contract';
import { withComposedWords } from '../dictionary/composed-words.ts';
import type { DictionaryService } from '../dictionary/dictionary.service.ts';
import type { AnalysisPool } from './analysis-pool.ts';
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
const END = Buffer.from('}');

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
): Promise<Buffer> {
  const lexicon = await deps.lexicons.get(request.textLanguage);
  const { unitsJson, headwords, phrases } = await deps.pool.analyze(
    request.text,
    request.textLanguage,
    lexicon,
  );
  const vocab: DictionaryWord[] =
    headwords.length > 0
      ? await deps.words.get(
          deps.lexicons.versionOf(request.textLanguage),
          request.textLanguage,
          request.dictionaryLanguage,
          headwords,
          // A headword no dictionary has gets a gloss composed from its parts' entries (구매 + 하다).
          (missing) =>
            withComposedWords(missing, request.textLanguage, request.dictionaryLanguage, (writtens) =>
              deps.dictionary.lookupWords(writtens, request.textLanguage, request.dictionaryLanguage),
            ),
        )
      : [];
  const parts: Uint8Array[] = [UNITS_START, unitsJson, VOCAB_START];
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
  parts.push(PHRASES_START, phrasesJson(phrases), END);
  return Buffer.concat(parts);
}

const UNITS_PHRASES_START = Buffer.from(',"phrases":');

/**
 * Analyses a text into its units and phrases only (`POST /api/analyze/units`): the same units as
 * `analyzeText`, without looking up or sending the dictionary words. Returns the `AnalyzeUnitsResponse` JSON
 * as its schema's serializer would write it.
 * @example await analyzeUnits(deps, { text: 'I went home.', textLanguage: 'en_US', dictionaryLanguage: 'en_US' })
 */
export async function analyzeUnits(
  deps: { pool: AnalysisPool; lexicons: LexiconCache },
  request: AnalyzeRequest,
): Promise<Buffer> {
  const lexicon = await deps.lexicons.get(request.textLanguage);
  const { unitsJson, phrases } = await deps.pool.analyze(request.text, request.textLanguage, lexicon);
  return Buffer.concat([UNITS_START, unitsJson, UNITS_PHRASES_START, phrasesJson(phrases), END]);
}

/** The phrases' JSON with keys in the schema's order (first, last, vocabulary), as its serializer writes them. */
function phrasesJson(phrases: readonly PhraseSpan[]): Buffer {
  const wire = phrases.map((p) => ({ first: p.first, last: p.last, vocabulary: p.vocabulary }));
  return Buffer.from(JSON.stringify(wire));
}
