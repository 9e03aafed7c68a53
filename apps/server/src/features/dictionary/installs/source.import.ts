import type { DictEntry, ImportProgress, ImportStream } from '@glossa/dictionary';
import type { AppDatabase } from '../../../db/database.ts';
import { removeSource, replaceSource } from './source.repository.ts';
import { REVERSE_SOURCE_IDS, reverseGlosses } from '../composition/reverse-glosses.ts';

/** Which source wins when several have the same word: hand-written starter first, derived glosses last. */
const PRIORITY: Record<string, number> = {
  glossa: 10,
  krdict: 20,
  yomitan: 30,
  kaikki: 30,
  dictd: 40,
  tei: 40,
  wordnet: 50,
  reverse: 60,
};

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** Stops the import between entries (server shutdown); the transaction rolls back. */
  signal?: AbortSignal;
  /** Rebuild the derived English/French -> Korean glosses after a Korean import (default true). */
  deriveReverse?: boolean;
}

export interface ImportReport {
  source: string;
  entries: number;
  reverse: Array<{ source: string; entries: number }>;
}

/**
 * Imports one opened dictionary, replacing its source's entries in one transaction; after a Korean source,
 * rebuilds the reverse glosses of English and French words.
 * @example await importDictionary(database, await openDictionaryFile('krdict.zip'))
 */
export async function importDictionary(
  database: AppDatabase,
  stream: ImportStream,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const entries = options.signal ? abortable(stream.entries, options.signal) : stream.entries;
  const count = await replaceSource(database, stream.source, entries, {
    priority: PRIORITY[stream.source.format] ?? 30,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const reverse =
    stream.source.textLanguage === 'ko_KR' && options.deriveReverse !== false
      ? await rebuildReverseGlosses(database, options.signal)
      : [];
  return { source: stream.source.id, entries: count, reverse };
}

/**
 * Recomputes the derived sources of English and French words with Korean translations (removed when empty);
 * `store` replaces a source another way (staged on SQLite).
 * @example await rebuildReverseGlosses(database) // [{ source: 'glossa-reverse-ko-en', entries: 812 }, ...]
 */
export async function rebuildReverseGlosses(
  database: AppDatabase,
  signal?: AbortSignal,
  store?: (stream: ImportStream) => Promise<number>,
): Promise<Array<{ source: string; entries: number }>> {
  const results: Array<{ source: string; entries: number }> = [];
  for (const target of ['en_US', 'fr_FR'] as const) {
    const derived = await reverseGlosses(database, target);
    if (derived.count === 0) {
      await removeSource(database, REVERSE_SOURCE_IDS[target]);
      continue;
    }
    const entries = signal ? abortable(derived.entries, signal) : derived.entries;
    const stored = store
      ? await store({ source: derived.source, entries })
      : await replaceSource(database, derived.source, entries, { priority: PRIORITY.reverse ?? 60 });
    results.push({ source: derived.source.id, entries: stored });
  }
  return results;
}

async function* abortable(entries: AsyncIterable<DictEntry>, signal: AbortSignal): AsyncGenerator<DictEntry> {
  for await (const entry of entries) {
    if (signal.aborted) throw new Error('import stopped: the server is shutting down');
    yield entry;
  }
}
