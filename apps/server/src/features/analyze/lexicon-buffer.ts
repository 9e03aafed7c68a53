import type { HeadwordEntry } from '@glossa/analysis';

/**
 * A lexicon packed into shared memory so that every analysis worker reads the same bytes: the main thread
 * builds it once per dictionary version, tasks carry the SharedArrayBuffer by reference (no copy), and
 * each worker decodes it once. Layout: UTF-8 lines `written<TAB>category<LF>`.
 */
export interface SharedLexicon {
  /** Changes whenever the installed dictionaries change. */
  version: string;
  buffer: SharedArrayBuffer;
}

/**
 * @example const shared = packLexicon('7', [{ written: '가다', category: 'verb' }]);
 */
export function packLexicon(version: string, entries: readonly HeadwordEntry[]): SharedLexicon {
  const text = entries
    .filter((entry) => !/[\t\n]/.test(entry.written) && !/[\t\n]/.test(entry.category))
    .map((entry) => `${entry.written}\t${entry.category}\n`)
    .join('');
  const bytes = Buffer.from(text, 'utf8');
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return { version, buffer };
}

/**
 * The packed entries themselves (the Korean analyser takes the nouns among them as lattice words).
 * @example unpackLexiconEntries(packLexicon('7', [{ written: '가다', category: 'verb' }])) // [{ written: '가다', category: 'verb' }]
 */
export function unpackLexiconEntries(shared: SharedLexicon): HeadwordEntry[] {
  // TextDecoder refuses shared memory, so decode from a private copy.
  const text = Buffer.from(new Uint8Array(shared.buffer)).toString('utf8');
  const entries: HeadwordEntry[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    const tab = line.indexOf('\t');
    if (tab > 0) entries.push({ written: line.slice(0, tab), category: line.slice(tab + 1) });
    start = end === -1 ? text.length : end + 1;
  }
  return entries;
}
