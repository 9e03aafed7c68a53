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
 * strings per text language, then optionally its examples, then optionally an object with the definitions in
 * the other dictionary languages and the examples' translations (added later: rows without it stay valid).
 * Writing it by hand is four times shorter than the starter format; this reader turns it into ordinary
 * entries, so the store and lookups see one format.
 */

/** A sense row's fields, in order, per text language: `<locale>` a translation, `def:<locale>` a definition. */
export const CORE_LAYOUT: Record<TextLanguage, readonly string[]> = {
  ko_KR: ['en_US', 'fr_FR', 'es_ES', 'ja_JP', 'def:ko_KR', 'def:en_US'],
  fr_FR: ['en_US', 'ko_KR', 'es_ES', 'ja_JP', 'def:fr_FR', 'def:en_US'],
  en_US: ['fr_FR', 'ko_KR', 'es_ES', 'ja_JP', 'def:en_US'],
};

export const CORE_FOLDER: Record<TextLanguage, string> = { ko_KR: 'ko', en_US: 'en', fr_FR: 'fr' };

/**
 * The definitions a sense's trailing object may add (`def`), per text language: every dictionary language the
 * text language allows whose definition the fixed row does not already hold.
 */
export const CORE_EXTRA_DEFINITIONS: Record<TextLanguage, readonly DictLocale[]> = {
  ko_KR: ['fr_FR', 'es_ES', 'ja_JP'],
  fr_FR: ['ko_KR', 'es_ES'],
  en_US: ['fr_FR', 'ko_KR', 'es_ES'],
};

/** The languages an example may be translated into (`ex`): the allowed dictionary languages but its own. */
export const CORE_EXAMPLE_LANGUAGES: Record<TextLanguage, readonly DictLocale[]> = {
  ko_KR: ['en_US', 'fr_FR', 'es_ES', 'ja_JP'],
  fr_FR: ['en_US', 'ko_KR', 'es_ES'],
  en_US: ['fr_FR', 'ko_KR', 'es_ES'],
};

/** A language's key in the trailing object: its short code (`fr` for `fr_FR`). */
const shortOf = (locale: DictLocale) => locale.slice(0, 2);

/** A sense's trailing object as written: short language codes to text. */
export interface CoreSenseExtra {
  def: Record<string, string>;
  ex: Array<Record<string, string>>;
}

const LANGUAGE_NAME: Record<TextLanguage, string> = { ko_KR: 'Korean', en_US: 'English', fr_FR: 'French' };

/** One row of the compact form, as read: the file and line it came from, for messages. */
export interface CoreRow {
  file: string;
  line: number;
  written: string;
  category: string;
  level: number;
  senses: Array<{ fields: string[]; examples: string[]; extra?: CoreSenseExtra }>;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/**
 * The shape of a sense's trailing object, `{"def"?: {code: text}, "ex"?: [{code: text}, ...]}`, or the problem.
 * The languages allowed depend on the text language and are checked by coreRowToEntry.
 * @example readSenseExtra({ def: { fr: 'Mettre de la nourriture dans la bouche.' } }) // { def: {...}, ex: [] }
 */
export function readSenseExtra(value: unknown): CoreSenseExtra | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'the last item must be the examples array or an object';
  const { def, ex, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return `unknown key ${JSON.stringify(unknown[0])} (only "def" and "ex")`;
  if (def !== undefined && !isStringRecord(def)) return '"def" must be an object of strings';
  if (ex !== undefined && (!Array.isArray(ex) || !ex.every(isStringRecord)))
    return '"ex" must be an array of objects of strings';
  return {
    def: def ?? {},
    ex: (ex as Array<Record<string, string>>) ?? [],
  };
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
        if (!Array.isArray(sense)) return fail(`sense ${index + 1} is not an array`);
        const items = [...(sense as unknown[])];
        // [strings..., examples?, {def, ex}?]: the optional object last, the optional examples before it.
        let extra: CoreSenseExtra | undefined;
        const last = items[items.length - 1];
        if (typeof last === 'object' && last !== null && !Array.isArray(last)) {
          const read = readSenseExtra(items.pop());
          if (typeof read === 'string') fail(`sense ${index + 1}: ${read}`);
          extra = read as CoreSenseExtra;
        }
        const examples = Array.isArray(items[items.length - 1]) ? (items.pop() as unknown[]) : [];
        if (items.some((field) => typeof field !== 'string'))
          fail(`sense ${index + 1} is not an array of strings (then examples, then an object)`);
        if (examples.some((example) => typeof example !== 'string'))
          fail(`sense ${index + 1}: examples must be strings`);
        return {
          fields: items as string[],
          examples: examples as string[],
          ...(extra ? { extra } : {}),
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
      const extra = sense.extra ?? { def: {}, ex: [] };
      const fail = (problem: string): never => {
        throw new DictionaryFormatError(row.file, `line ${row.line}`, problem);
      };
      for (const [code, text] of Object.entries(extra.def)) {
        const locale = CORE_EXTRA_DEFINITIONS[language].find((l) => shortOf(l) === code);
        if (!locale)
          fail(
            `"def" takes ${CORE_EXTRA_DEFINITIONS[language].map(shortOf).join(', ')} for ${LANGUAGE_NAME[language]} entries, not ${JSON.stringify(code)}`,
          );
        if (!text.trim()) fail(`"def"."${code}" is empty`);
        (translations[locale!] ??= { translation: '', definition: '' }).definition = text.trim();
      }
      if (extra.ex.length > sense.examples.length)
        fail(`"ex" has ${extra.ex.length} translations for ${sense.examples.length} examples`);
      const exampleTranslations = extra.ex.map((byCode) => {
        const out: Partial<Record<DictLocale, string>> = {};
        for (const [code, text] of Object.entries(byCode)) {
          const locale = CORE_EXAMPLE_LANGUAGES[language].find((l) => shortOf(l) === code);
          if (!locale)
            fail(
              `"ex" takes ${CORE_EXAMPLE_LANGUAGES[language].map(shortOf).join(', ')} for ${LANGUAGE_NAME[language]} examples, not ${JSON.stringify(code)}`,
            );
          if (!text.trim()) fail(`"ex" translation "${code}" is empty`);
          out[locale!] = text.trim();
        }
        return out;
      });
      return {
        translations,
        examples: sense.examples.map((example, index) => {
          const translated = exampleTranslations[index];
          return {
            category: exampleCategory(example),
            example,
            ...(translated && Object.keys(translated).length > 0 ? { translations: translated } : {}),
          };
        }),
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
    // Some Korean definitions may still follow the National Institute of Korean Language's wording.
    licence: language === 'ko_KR' ? 'CC BY-SA 4.0 (in part after NIKL, CC BY-SA 2.0 KR)' : 'CC BY-SA 4.0',
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
