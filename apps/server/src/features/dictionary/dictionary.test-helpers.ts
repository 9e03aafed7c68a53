import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Test support for the dictionary: a fresh database per test file (testing/test-database.ts: a temp SQLite
 * file always, and a fresh PostgreSQL schema when TEST_DATABASE_URL is set, since dictionaries are global and
 * files run in parallel), and small Glossa-format files.
 */

export {
  openTestDatabase as openDictTestDatabase,
  testDialects,
  type TestDatabase,
} from '../../testing/test-database.ts';

/**
 * A fresh temporary folder.
 * @example const dir = tempDir('starter');
 */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `glossa-dict-${prefix}-`));
}

type Locale = 'en_US' | 'fr_FR' | 'ko_KR' | 'es_ES' | 'ja_JP';

/** A compact entry description for writeGlossaFile. */
export interface EntrySpec {
  written: string;
  category?: string;
  homograph?: number;
  senses: Array<{
    glosses: Partial<Record<Locale, [string, string]>>;
    /** [category, example] or [category, example, {locale: translation}]. */
    examples?: Array<[string, string] | [string, string, Partial<Record<Locale, string>>]>;
  }>;
}

/**
 * Writes a Glossa-format file with the given source id and entries; `extraLines` are appended raw.
 * @example writeGlossaFile(dir, 'test-ko', 'ko_KR', [{ written: '학교', senses: [{ glosses: { en_US: ['school', ''] } }] }])
 */
export function writeGlossaFile(
  dir: string,
  id: string,
  textLanguage: string,
  entries: EntrySpec[],
  extraLines: string[] = [],
  fileName = `${id}.glossa.jsonl`,
): string {
  const header = {
    format: 'glossa-dictionary',
    version: 1,
    source: { id, name: `Test ${id}`, licence: 'CC0', url: '', textLanguage },
  };
  const lines = entries.map((entry) =>
    JSON.stringify({
      written: entry.written,
      category: entry.category ?? 'noun',
      homograph: entry.homograph ?? 0,
      senses: entry.senses.map((sense) => ({
        translations: Object.fromEntries(
          Object.entries(sense.glosses).map(([locale, [translation, definition]]) => [
            locale,
            { translation, definition },
          ]),
        ),
        examples: (sense.examples ?? []).map(([category, example, translations]) => ({
          category,
          example,
          ...(translations ? { translations } : {}),
        })),
      })),
    }),
  );
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, [JSON.stringify(header), ...lines, ...extraLines].join('\n') + '\n');
  return file;
}
