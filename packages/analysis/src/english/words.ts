/**
 * Groups wink tokens into the words a learner clicks: clitics join their host (`do` + `n't` = `don't`),
 * hyphenated parts join (`well-known`), punctuation and symbols are dropped.
 */
import { cliticLemma, isClitic, splitClitics, straightApostrophes } from './contractions.ts';
import type { WordPart } from './contractions.ts';
import type { RawToken } from './wink-tokens.ts';
import { lookupTable } from '../lookup-table.ts';

/** What a word is, deciding whether it can have vocabulary. */
export type WordKind = 'word' | 'number' | 'url' | 'email' | 'emoji' | 'foreign';

/** One clickable English word with its parts. */
export interface EnglishWord {
  start: number;
  end: number;
  kind: WordKind;
  parts: WordPart[];
  /** Parts were joined by hyphens (`state-of-the-art`). */
  hyphenated: boolean;
}

const KIND_BY_TYPE: Readonly<Record<string, WordKind>> = lookupTable({
  word: 'word',
  number: 'number',
  ordinal: 'number',
  time: 'number',
  currency: 'number',
  url: 'url',
  email: 'email',
  emoji: 'emoji',
  emoticon: 'emoji',
  hashtag: 'word',
  mention: 'word',
});

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const HYPHEN = /^[-‐‑]$/;

function kindOf(token: RawToken): WordKind | undefined {
  const known = KIND_BY_TYPE[token.type];
  if (known === 'word' && !LETTER_OR_DIGIT.test(token.text)) return undefined;
  if (known) return known;
  if (PICTOGRAPH.test(token.text)) return 'emoji';
  // wink's `unk` covers other scripts (日本語) and odd characters: keep only those holding letters.
  if (token.type === 'unk' && LETTER_OR_DIGIT.test(token.text)) return 'foreign';
  return undefined;
}

function partOf(token: RawToken): WordPart {
  const clitic = cliticLemma(token.text);
  if (clitic && token.lemma === token.text.toLowerCase() && token.text !== "'s")
    return { text: token.text, ...clitic };
  if (token.text === "'s" && token.pos === 'PART') return { text: token.text, lemma: "'s", pos: 'PART' };
  const lemma = token.pos === 'PROPN' ? token.text : token.lemma;
  return { text: token.text, lemma: lemma === 'i' ? 'I' : lemma, pos: token.pos, normal: token.normal };
}

function wordFrom(token: RawToken, kind: WordKind): EnglishWord {
  const split = kind === 'word' ? splitClitics(token.text) : undefined;
  const parts = split ?? [partOf(token)];
  return { start: token.start, end: token.end, kind, parts, hyphenated: false };
}

/**
 * Builds the word list from placed wink tokens.
 * @example groupWords(winkTokens("don't go")).length // 2
 */
export function groupWords(tokens: readonly RawToken[]): EnglishWord[] {
  const words: EnglishWord[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as RawToken;
    const last = words[words.length - 1];
    const touching = last !== undefined && last.end === token.start;
    if (touching && last.kind === 'word' && isClitic(token.text)) {
      const host = last.parts[last.parts.length - 1];
      // `children’s`: after a noun, `'s` is the possessive, whatever the apostrophe.
      const possessive =
        straightApostrophes(token.text).toLowerCase() === "'s" &&
        (host?.pos === 'NOUN' || host?.pos === 'PROPN');
      last.parts.push(possessive ? { text: token.text, lemma: "'s", pos: 'PART' } : partOf(token));
      last.end = token.end;
      continue;
    }
    const next = tokens[i + 1];
    if (
      touching &&
      HYPHEN.test(token.text) &&
      next !== undefined &&
      next.start === token.end &&
      (last.kind === 'word' || last.kind === 'number') &&
      kindOf(next) !== undefined
    ) {
      last.parts.push(partOf(next));
      last.end = next.end;
      last.hyphenated = true;
      if (kindOf(next) === 'word') last.kind = 'word';
      i += 1;
      continue;
    }
    const kind = kindOf(token);
    if (kind) words.push(wordFrom(token, kind));
  }
  return words;
}
