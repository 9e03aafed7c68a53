import type { HeadwordEntry, HeadwordLexicon } from './types.ts';

/**
 * An in-memory lexicon over a list of entries, for tests, the demo and workers.
 * @example createLexicon([{ written: '가다', category: 'verb' }]).has('가다') // true
 */
export function createLexicon(entries: Iterable<HeadwordEntry>): HeadwordLexicon {
  const byWritten = new Map<string, HeadwordEntry[]>();
  for (const entry of entries) {
    const list = byWritten.get(entry.written);
    if (list) list.push(entry);
    else byWritten.set(entry.written, [entry]);
  }
  return {
    has: (written) => byWritten.has(written),
    homographs: (written) => byWritten.get(written) ?? [],
  };
}

/** A lexicon that knows no word: resolution then relies on its rules alone. */
export const EMPTY_LEXICON: HeadwordLexicon = { has: () => false, homographs: () => [] };
