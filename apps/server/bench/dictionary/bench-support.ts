import type { DictEntry, ImportStream } from '@glossa/dictionary';
import { sql } from 'kysely';
import type { AppDatabase } from '../../src/db/database.ts';

/**
 * A synthetic source of `count` entries (Korean, English and French headwords) that brings the store to the
 * benchmark's size without a file.
 * @example await importDictionary(database, fillerStream(450_000))
 */
export function fillerStream(count: number): ImportStream {
  async function* entries(): AsyncGenerator<DictEntry> {
    for (let i = 0; i < count; i += 1) {
      const written = `${String.fromCharCode(0xac00 + (i % 11172))}${String.fromCharCode(0xac00 + ((i * 7919) % 11172))}${i}`;
      yield {
        written,
        category: 'noun',
        homograph: 0,
        level: null,
        frequency: null,
        pronunciation: null,
        audioId: null,
        senses: [
          {
            glosses: {
              en_US: { translation: `filler ${i}`, definition: 'A generated filler entry.' },
              ko_KR: { translation: written, definition: '생성된 항목.' },
            },
            examples: [{ category: 'sentence', example: `${written} 예문입니다.` }],
          },
        ],
      };
    }
  }
  return {
    source: {
      id: 'bench-filler',
      name: 'Benchmark filler',
      licence: 'none',
      url: '',
      textLanguage: 'ko_KR',
      format: 'glossa',
      version: '1',
    },
    entries: entries(),
  };
}

/**
 * Random written forms of installed words, for lookups.
 * @example await sampleWrittens(database, 100)
 */
export async function sampleWrittens(database: AppDatabase, count: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('dict_word')
    .select('written')
    .orderBy(sql`random()`)
    .limit(count)
    .execute();
  return rows.map((row) => row.written);
}

/**
 * p50 and p99 of durations in milliseconds.
 * @example percentiles([1, 2, 3]).p50 // 2
 */
export function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
