import { WRITTEN_MAX_LENGTH, normalizeWritten } from '@glossa/contract';

/**
 * Import and export of word lists (spec section 5), as pure functions of text so they are tested without a
 * browser. Import: .json (an object whose keys are the words) or .csv (first field of each non-empty line).
 * Export: JSON maps each word to 1; CSV lines are `word,1`.
 */

export const IMPORT_MESSAGES = {
  unsupported: 'Unsupported file type. Please import a .json or .csv file.',
  invalidJson: 'Invalid JSON format.',
  jsonError: 'Error importing JSON file.',
  csvError: 'Error importing CSV file.',
  success: 'Vocabulary imported successfully!',
} as const;

export const DELETE_ALL_CONFIRMATION = 'Are you sure you want to delete all vocabulary?';

export type ImportFormat = 'json' | 'csv';

/** The result of reading a file: the words, or the spec's message for what went wrong. */
export type ParsedImport = { ok: true; words: string[] } | { ok: false; message: string };

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
