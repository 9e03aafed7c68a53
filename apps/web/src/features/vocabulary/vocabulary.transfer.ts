import { WRITTEN_MAX_LENGTH, normalizeWritten, type VocabularyItem } from '@glossa/contract';
import { parseItem } from '@glossa/sync';

/**
 * Import and export of word lists, as pure functions of text so they are tested without a
 * browser. Import: .json (an object whose keys are the words) or .csv (first field of each non-empty line).
 * Export: JSON maps each word to 1; CSV lines are `word,1`. Beside those, a full export (JSON, every
 * language, each word with its status and time) that import reads back, so moving to another device or
 * server loses nothing.
 */

/** What marks a full export: `{"glossa": "vocabulary", "version": 1, "words": [...]}`. */
export const FULL_EXPORT_MARK = 'vocabulary';
const FULL_EXPORT_VERSION = 1;

export const IMPORT_MESSAGES = {
  unsupported: 'Unsupported file type. Please import a .json or .csv file.',
  invalidJson: 'Invalid JSON format.',
  jsonError: 'Error importing JSON file.',
  csvError: 'Error importing CSV file.',
  success: 'Vocabulary imported successfully!',
} as const;

export const DELETE_ALL_CONFIRMATION = 'Are you sure you want to delete all vocabulary?';

export type ImportFormat = 'json' | 'csv';

/**
 * The result of reading a file: the words (a plain list, imported as learned), the items of a full export
 * (statuses and times kept), or the spec's message for what went wrong.
 */
export type ParsedImport =
  | { ok: true; words: string[]; items?: undefined }
  | { ok: true; items: VocabularyItem[]; words?: undefined }
  | { ok: false; message: string };

/**
 * Control characters other than tab and line breaks, and U+FFFD (what a decoder puts for bytes that are not
 * UTF-8): a file holding them is no word list, whatever its name says (a binary renamed .csv).
 */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/**
 * The format a file name announces, or undefined when it is neither .json nor .csv.
 * @example importFormat('words.CSV') // 'csv'
 */
export function importFormat(fileName: string): ImportFormat | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return undefined;
}

/**
 * Reads the words of an import file; blank, duplicate and over-long words are left out.
 * @example parseImport('a.csv', 'house,1\ntree\n') // { ok: true, words: ['house', 'tree'] }
 */
export function parseImport(fileName: string, text: string): ParsedImport {
  const format = importFormat(fileName);
  if (!format) return { ok: false, message: IMPORT_MESSAGES.unsupported };
  const body = text.replace(/^\uFEFF/, '');
  if (NOT_TEXT.test(body)) return { ok: false, message: IMPORT_MESSAGES.unsupported };
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, message: IMPORT_MESSAGES.invalidJson };
    }
    if (typeof parsed !== 'object' || parsed == null || Array.isArray(parsed)) {
      return { ok: false, message: IMPORT_MESSAGES.jsonError };
    }
    if ((parsed as { glossa?: unknown }).glossa === FULL_EXPORT_MARK) return fullImport(parsed);
    return { ok: true, words: cleanWords(Object.keys(parsed)) };
  }
  try {
    const words = body
      .split(/\r\n|\n|\r/)
      .filter((line) => line.trim() !== '')
      .map(firstCsvField);
    return { ok: true, words: cleanWords(words) };
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.csvError };
  }
}

/** The first field of a CSV line, with RFC 4180 quoting ("a,b" and doubled quotes). */
function firstCsvField(line: string): string {
  const trimmed = line.trimStart();
  if (!trimmed.startsWith('"')) return trimmed.split(',')[0] ?? '';
  let out = '';
  for (let i = 1; i < trimmed.length; i += 1) {
    const char = trimmed[i];
    if (char === '"') {
      if (trimmed[i + 1] === '"') {
        out += '"';
        i += 1;
      } else {
        return out;
      }
    } else {
      out += char;
    }
  }
  throw new Error('Unterminated quoted field');
}

/** The items of a full export; a file whose words are not a list is an error, a bad word is left out. */
function fullImport(parsed: object): ParsedImport {
  const { version, words } = parsed as { version?: unknown; words?: unknown };
  if (version !== FULL_EXPORT_VERSION || !Array.isArray(words)) {
    return { ok: false, message: IMPORT_MESSAGES.jsonError };
  }
  const items: VocabularyItem[] = [];
  for (const word of words as unknown[]) {
    const item = parseItem(word);
    if (item && item.status !== 'unknown') items.push(item);
  }
  return { ok: true, items };
}

/**
 * The full export's text: every tracked word of every language with its status and time.
 * @example fullExportText(items, new Date()) // '{"glossa":"vocabulary","version":1,...}'
 */
export function fullExportText(items: readonly VocabularyItem[], now: Date): string {
  const words = items
    .filter((item) => item.status !== 'unknown')
    .map(({ written, lang, status, updated_at }) => ({ written, lang, status, updated_at }));
  const file = {
    glossa: FULL_EXPORT_MARK,
    version: FULL_EXPORT_VERSION,
    exported_at: now.toISOString(),
    words,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function cleanWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const word of words) {
    const clean = normalizeWritten(word.trim());
    if (clean && [...clean].length <= WRITTEN_MAX_LENGTH) seen.add(clean);
  }
  return [...seen];
}

/**
 * The export file's text; JSON maps each word to 1, CSV has one `word,1` line per word.
 * @example exportText(['a', 'b'], 'csv') // 'a,1\nb,1\n'
 */
export function exportText(words: readonly string[], format: ImportFormat): string {
  if (format === 'json') {
    // fromEntries defines own keys, so even a word like "__proto__" is exported as a word.
    return `${JSON.stringify(Object.fromEntries(words.map((word) => [word, 1])), null, 2)}\n`;
  }
  return words.map((word) => `${csvField(word)},1\n`).join('');
}

function csvField(word: string): string {
  return /[",\r\n]/.test(word) || word !== word.trim() ? `"${word.replace(/"/g, '""')}"` : word;
}

/** Offers a text as a file download (skipped by the caller when there is nothing to export). */
export function downloadText(fileName: string, text: string, format: ImportFormat): void {
  const type = format === 'json' ? 'application/json' : 'text/csv';
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
