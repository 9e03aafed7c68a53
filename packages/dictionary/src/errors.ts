/**
 * A dictionary file that cannot be imported: names the file and the entry or line that is wrong, so the user
 * can fix it. Importers throw it before anything is stored (the store's transaction rolls back).
 * @example throw new DictionaryFormatError('ko.jsonl', 'line 12', 'not JSON');
 */
export class DictionaryFormatError extends Error {
  constructor(
    readonly file: string,
    readonly location: string,
    readonly problem: string,
  ) {
    super(`${file}${location ? ` (${location})` : ''}: ${problem}`);
    this.name = 'DictionaryFormatError';
  }
}

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Whether text holds control characters (tab and newline allowed).
 * @example hasControlCharacters('a\u0001') // true
 */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
