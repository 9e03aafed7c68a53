/**
 * The one rule for control characters in text from outside (written forms, names, descriptions, card texts,
 * queries): none at all in a one-line text; in a text that may hold several lines (a description, a card's
 * definition or example), tab and line breaks only. U+0000 is never accepted anywhere: PostgreSQL cannot
 * store it, and a text that one database stores and the other refuses would answer differently.
 */

/** C0 and C1 control characters, DEL included: refused in one-line texts (written forms, names). */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Control characters but tab, line feed and carriage return: refused in every text of a request. */
export const CONTROL_CHARACTERS_BUT_LINES = /[^\P{Cc}\t\n\r]/u;

/** What a refused text is told. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * Whether a text breaks the rule.
 * @example hasControlCharacters('a\tb', { lines: true }) // false
 */
export function hasControlCharacters(text: string, options: { lines: boolean }): boolean {
  return (options.lines ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text);
}
