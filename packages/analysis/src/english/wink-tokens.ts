/**
 * wink-nlp tokenisation for English with each token's exact position in the input. wink gives token text
 * and preceding spaces, not offsets, so positions are recovered by forward search.
 */
import winkNLP from 'wink-nlp';
import type { ItemToken, ItsFunction, WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One wink token placed in the input text. */
export interface RawToken {
  text: string;
  start: number;
  end: number;
  /** wink lemma (lower case). */
  lemma: string;
  /** Universal POS tag from wink. */
  pos: string;
  /** wink token type: word, number, url, email, emoji, punctuation, symbol, unk ... */
  type: string;
  /** wink normal form: lower case with British spellings mapped to American (`neighbours` -> `neighbors`). */
  normal: string;
}

let nlp: WinkMethods | undefined;
/** wink numbers known lexemes below its intrinsic size and out-of-vocabulary words from it upwards. */
let firstOovId = Number.POSITIVE_INFINITY;

/** Loading the model costs ~100 ms and 20 MB, so it happens on first use, once per process or worker. */
function getNlp(): WinkMethods {
  if (nlp) return nlp;
  nlp = winkNLP(model, ['sbd', 'pos']);
  // The first unknown word read gets the first out-of-vocabulary id: every known word is below it.
  nlp
    .readDoc('qxzjvkq')
    .tokens()
    .each((t: ItemToken) => {
      firstOovId = Number(t.out(nlp?.its.uniqueId as ItsFunction<number>));
    });
  return nlp;
}

/** A word read on its own (or after a context prefix): wink's lemma, tag and whether wink knows it. */
export interface LoneReading {
  lemma: string;
  pos: string;
  known: boolean;
}

/**
 * Reads one word with an optional left context (`they are` + `dancing`) and returns its last token.
 * @example readWord('geese') // { lemma: 'goose', pos: 'NOUN', known: true }
 */
export function readWord(word: string, context = ''): LoneReading {
  const engine = getNlp();
  const its = engine.its;
  const lemmaOf = its.lemma as unknown as ItsFunction<string>;
  let result: LoneReading = { lemma: word, pos: 'X', known: false };
  engine
    .readDoc(context ? `${context} ${word}` : word)
    .tokens()
    .each((t: ItemToken) => {
      result = {
        lemma: String(t.out(lemmaOf)),
        pos: String(t.out(its.pos)),
        known: Number(t.out(its.uniqueId as ItsFunction<number>)) < firstOovId,
      };
    });
  return result;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Words whose final period belongs to them: wink keeps the period on any word it takes for one of these. */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr st jr sr prof etc vs inc ltd co corp no vol fig dept gen col lt sgt capt rev hon est ' +
    'approx jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun ' +
    'mt ave blvd rd'
  ).split(' '),
);
const WORD_AND_PERIOD = /^(\p{L}{2,})\.$/u;

/**
 * Sentence punctuation never belongs to a word: wink reads a word before a final period as an abbreviation
 * now and then ("feeling ill." gives the token "ill." tagged as a name). Such a token loses its period and is
 * read again on its own; real abbreviations (Mr., etc.) keep theirs.
 */
function withoutSentencePeriod(token: RawToken): RawToken {
  const match = WORD_AND_PERIOD.exec(token.text);
  if (!match || ABBREVIATIONS.has(match[1]!.toLowerCase())) return token;
  const word = match[1]!;
  const reading = readWord(word.toLowerCase() === word ? word : word.toLowerCase());
  const capitalised = word !== word.toLowerCase();
  return {
    ...token,
    text: word,
    end: token.end - 1,
    lemma: reading.lemma,
    // A capitalised word wink does not know stays a name ("Paris.").
    pos: capitalised && !reading.known ? 'PROPN' : reading.pos,
    normal: word.toLowerCase(),
    type: 'word',
  };
}

/**
 * Tokenises and tags English text; tokens wink altered (a lone surrogate becomes U+FFFD) are dropped
 * rather than misplaced.
 * @example winkTokens("I don't")[1] // { text: 'do', lemma: 'do', pos: 'AUX', ... }
 */
export function winkTokens(text: string): RawToken[] {
  if (text.trim() === '') return [];
  const engine = getNlp();
  const its = engine.its;
  // wink's typings declare `lemma` with an addons parameter its own ItsFunction type rejects.
  const lemmaOf = its.lemma as unknown as ItsFunction<string>;
  const doc = engine.readDoc(text);
  const out: RawToken[] = [];
  let cursor = 0;
  doc.tokens().each((token: ItemToken) => {
    const value = token.out();
    if (value === '') return;
    const at = text.indexOf(value, cursor);
    // Never jump over a word to find a token: that would misplace every later unit.
    if (at < 0 || WORD_CHAR.test(text.slice(cursor, at))) return;
    out.push(
      withoutSentencePeriod({
        text: value,
        start: at,
        end: at + value.length,
        lemma: String(token.out(lemmaOf)),
        pos: String(token.out(its.pos)),
        type: String(token.out(its.type)),
        normal: String(token.out(its.normal)),
      }),
    );
    cursor = at + value.length;
  });
  return out;
}
