import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkEntry } from '../entry-check.ts';
import { DictionaryFormatError } from '../errors.ts';
import { readLines } from '../lines.ts';
import {
  searchKey,
  type DictEntry,
  type DictLocale,
  type ExampleCategory,
  type ImportStream,
  type TextLanguage,
} from '../model.ts';
import { openGlossaJsonl } from './glossa-jsonl.ts';

/**
 * The Glossa core dictionary (`packages/dictionary/core/{ko,en,fr}/*.jsonl`, see core/README.md) is written in
 * a compact form: one JSON array per entry, `[written, category, level, senses]`, each sense a fixed row of
 * strings per text language. Writing it by hand is four times shorter than the starter format; this reader
 * turns it into ordinary entries, so the store and lookups see one format.
 */

/** A sense row's fields, in order, per text language: `<locale>` a translation, `def:<locale>` a definition. */
export const CORE_LAYOUT: Record<TextLanguage, readonly string[]> = {
  ko_KR: ['en_US', 'fr_FR', 'es_ES', 'ja_JP', 'def:ko_KR', 'def:en_US'],
  fr_FR: ['en_US', 'ko_KR', 'es_ES', 'ja_JP', 'def:fr_FR', 'def:en_US'],
  en_US: ['fr_FR', 'ko_KR', 'es_ES', 'ja_JP', 'def:en_US'],
};

export const CORE_FOLDER: Record<TextLanguage, string> = { ko_KR: 'ko', en_US: 'en', fr_FR: 'fr' };

const LANGUAGE_NAME: Record<TextLanguage, string> = { ko_KR: 'Korean', en_US: 'English', fr_FR: 'French' };

/** One row of the compact form, as read: the file and line it came from, for messages. */
export interface CoreRow {
  file: string;
  line: number;
  written: string;
  category: string;
  level: number;
  senses: Array<{ fields: string[]; examples: string[] }>;
}

/**
 * The core source files of a language, in name order (the install order and the order of homographs).
 * @example coreFiles('/app/packages/dictionary/core', 'ko_KR') // ['/app/.../ko/k1-01.jsonl', ...]
 */
export function coreFiles(coreDir: string, language: TextLanguage): string[] {
  const folder = path.join(coreDir, CORE_FOLDER[language]);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * Reads the compact rows of one core file, checking their shape; a malformed line throws with its number.
 * @example for await (const row of readCoreRows('core/ko/k1-01.jsonl')) row.written
 */
export async function* readCoreRows(file: string): AsyncGenerator<CoreRow> {
  const name = path.basename(file);
  for await (const { line, number } of readLines(file)) {
    if (!line.trim()) continue;
    const fail = (problem: string): never => {
      throw new DictionaryFormatError(name, `line ${number}`, problem);
    };
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      fail('not valid JSON');
    }
    if (!Array.isArray(value) || value.length !== 4) fail('an entry is [written, category, level, senses]');
    const [written, category, level, senses] = value as unknown[];
    if (typeof written !== 'string' || typeof category !== 'string' || typeof level !== 'number')
      fail('written and category must be strings, level a number');
    if (!Array.isArray(senses) || senses.length === 0) fail('an entry needs at least one sense');
    yield {
      file: name,
      line: number,
      written: written as string,
      category: category as string,
      level: level as number,
      senses: (senses as unknown[]).map((sense, index) => {
        if (
          !Array.isArray(sense) ||
          sense.some((field) => typeof field !== 'string' && !Array.isArray(field))
        )
          fail(`sense ${index + 1} is not an array of strings`);
        const items = sense as unknown[];
        const last = items[items.length - 1];
        const examples = Array.isArray(last) ? last : [];
        if (examples.some((example) => typeof example !== 'string'))
          fail(`sense ${index + 1}: examples must be strings`);
        return {
          fields: items.filter((item): item is string => typeof item === 'string'),
          examples: examples as string[],
        };
      }),
    };
  }
}

/**
 * Turns a compact row into a Glossa entry (the starter format's object), ready for `checkEntry`.
 * @example coreRowToEntry(row, 'ko_KR').senses[0].translations.en_US // { translation: 'school', definition: '...' }
 */
export function coreRowToEntry(row: CoreRow, language: TextLanguage): Record<string, unknown> {
  const layout = CORE_LAYOUT[language];
  return {
    written: row.written,
    category: row.category,
    level: row.level,
    senses: row.senses.map((sense) => {
      if (sense.fields.length !== layout.length)
        throw new DictionaryFormatError(
          row.file,
          `line ${row.line}`,
          `a sense has ${layout.length} fields (${layout.join(', ')}), not ${sense.fields.length}`,
        );
      const translations: Partial<Record<DictLocale, { translation: string; definition: string }>> = {};
      layout.forEach((field, index) => {
        const isDefinition = field.startsWith('def:');
        const locale = (isDefinition ? field.slice(4) : field) as DictLocale;
        const gloss = (translations[locale] ??= { translation: '', definition: '' });
        gloss[isDefinition ? 'definition' : 'translation'] = sense.fields[index]?.trim() ?? '';
      });
      return {
        translations,
        examples: sense.examples.map((example) => ({ category: exampleCategory(example), example })),
      };
    }),
  };
}

/**
 * A conversation has several lines; a sentence ends with sentence punctuation; anything else is a fragment.
 * @example exampleCategory('학교에 가다') // 'fragment'
 */
export function exampleCategory(example: string): ExampleCategory {
  if (example.includes('\n')) return 'conversation';
  return /[.!?。！？…]["'»”)]*$/.test(example.trim()) ? 'sentence' : 'fragment';
}

/**
 * Opens the core dictionary of one text language as one source (`glossa-core-ko` ...): every core file, then
 * the entries of the older starter file (`starter/ko.glossa.jsonl`: particles, endings) that the core does not
 * have. Within the core, a (written, category) pair met twice keeps its first entry.
 * @example const stream = await openGlossaCore('/app/packages/dictionary/core', 'ko_KR', starterFile);
 */
export async function openGlossaCore(
  coreDir: string,
  language: TextLanguage,
  starterFile?: string,
): Promise<ImportStream> {
  const files = coreFiles(coreDir, language);
  const extra = starterFile && fs.existsSync(starterFile) ? [starterFile] : [];
  const hash = crypto.createHash('sha256');
  for (const file of [...files, ...extra])
    hash.update(file.slice(coreDir.length)).update(fs.readFileSync(file));
  const short = CORE_FOLDER[language];
  const source = {
    id: `glossa-core-${short}`,
    name: `Glossa core dictionary (${LANGUAGE_NAME[language]})`,
    licence: 'CC BY-SA 4.0',
    url: 'https://github.com/glossa/glossa',
    textLanguage: language,
    format: 'glossa',
    version: hash.digest('hex').slice(0, 16),
  };
  async function* entries(): AsyncGenerator<DictEntry> {
    const seen = new Set<string>();
    for (const file of files) {
      for await (const row of readCoreRows(file)) {
        const key = `${searchKey(row.written)}\u0000${row.category}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const checked = checkEntry(coreRowToEntry(row, language));
        if ('problem' in checked)
          throw new DictionaryFormatError(row.file, `line ${row.line}`, checked.problem);
        yield checked.entry;
      }
    }
    for (const file of extra) {
      for await (const entry of (await openGlossaJsonl(file)).entries) {
        const key = `${searchKey(entry.written)}\u0000${entry.category}`;
        if (seen.has(key)) continue;
        seen.add(key);
        yield entry;
      }
    }
  }
  return { source, entries: entries() };
}
