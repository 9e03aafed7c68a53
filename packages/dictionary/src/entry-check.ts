import { WRITTEN_MAX_LENGTH } from '@glossa/contract';
import { hasControlCharacters } from './errors.ts';
import {
  DICT_LOCALES,
  EXAMPLE_CATEGORIES,
  WORD_CATEGORIES,
  type DictEntry,
  type DictLocale,
  type EntryExample,
  type EntrySense,
  type ExampleCategory,
  type Gloss,
  type WordCategory,
} from './model.ts';

/** Longest written form stored; longer ones are refused (they are not words). The API's one limit. */
export const MAX_WRITTEN_LENGTH = WRITTEN_MAX_LENGTH;
const MAX_TEXT_LENGTH = 20_000;

/**
 * Checks one entry from outside (JSON of Glossa's format) and returns it cleaned, or the problem as text.
 * @example checkEntry({ written: 'cat', category: 'noun', senses: [...] }) // { entry } or { problem }
 */
export function checkEntry(value: unknown): { entry: DictEntry } | { problem: string } {
  if (!isObject(value)) return { problem: 'entry is not a JSON object' };
  const written = typeof value.written === 'string' ? cleanWritten(value.written) : '';
  if (!written) return { problem: '"written" must be a non-empty string' };
  if (written.length > MAX_WRITTEN_LENGTH)
    return { problem: `"written" is longer than ${MAX_WRITTEN_LENGTH}` };
  if (hasControlCharacters(written)) return { problem: '"written" holds control characters' };
  const category = value.category;
  if (typeof category !== 'string' || !(WORD_CATEGORIES as readonly string[]).includes(category)) {
    return { problem: `"category" must be one of ${WORD_CATEGORIES.join(', ')}` };
  }
  const homograph = optionalInt(value.homograph, 0);
  const level = optionalInt(value.level, null);
  const frequency = optionalInt(value.frequency, null);
  if (homograph === undefined || level === undefined || frequency === undefined) {
    return { problem: '"homograph", "level" and "frequency" must be integers' };
  }
  if (!Array.isArray(value.senses) || value.senses.length === 0) {
    return { problem: '"senses" must be a non-empty array' };
  }
  const senses: EntrySense[] = [];
  for (const [index, raw] of value.senses.entries()) {
    const sense = checkSense(raw);
    if (typeof sense === 'string') return { problem: `senses[${index}]: ${sense}` };
    senses.push(sense);
  }
  return {
    entry: {
      written,
      category: category as WordCategory,
      homograph,
      level,
      frequency,
      pronunciation: optionalText(value.pronunciation),
      audioId: optionalText(value.audioId),
      senses,
    },
  };
}

function checkSense(raw: unknown): EntrySense | string {
  if (!isObject(raw) || !isObject(raw.translations)) return '"translations" must be an object';
  const glosses: Partial<Record<DictLocale, Gloss>> = {};
  for (const [locale, gloss] of Object.entries(raw.translations)) {
    if (!(DICT_LOCALES as readonly string[]).includes(locale))
      return `unknown dictionary language "${locale}"`;
    if (!isObject(gloss)) return `translations.${locale} must be an object`;
    const translation = typeof gloss.translation === 'string' ? clip(gloss.translation) : '';
    const definition = typeof gloss.definition === 'string' ? clip(gloss.definition) : '';
    if (!translation && !definition) return `translations.${locale} has neither translation nor definition`;
    glosses[locale as DictLocale] = { translation, definition };
  }
  if (Object.keys(glosses).length === 0) return 'at least one dictionary language is needed';
  const examples: EntryExample[] = [];
  if (raw.examples !== undefined) {
    if (!Array.isArray(raw.examples)) return '"examples" must be an array';
    for (const [index, example] of raw.examples.entries()) {
      if (
        !isObject(example) ||
        typeof example.example !== 'string' ||
        !(EXAMPLE_CATEGORIES as readonly string[]).includes(String(example.category))
      ) {
        return `examples[${index}] must be {category: fragment|sentence|conversation, example: string}`;
      }
      const translations = checkExampleTranslations(example.translations);
      if (typeof translations === 'string') return `examples[${index}].${translations}`;
      const text = clip(example.example);
      if (text)
        examples.push({
          category: example.category as ExampleCategory,
          example: text,
          ...(translations ? { translations } : {}),
        });
    }
  }
  return { glosses, examples };
}

/** An example's optional translations: `{locale: text}`, empty texts dropped; the problem as text. */
function checkExampleTranslations(raw: unknown): Partial<Record<DictLocale, string>> | undefined | string {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) return 'translations must be an object';
  const out: Partial<Record<DictLocale, string>> = {};
  for (const [locale, text] of Object.entries(raw)) {
    if (!(DICT_LOCALES as readonly string[]).includes(locale))
      return `translations: unknown dictionary language "${locale}"`;
    if (typeof text !== 'string') return `translations.${locale} must be a string`;
    const clipped = clip(text);
    if (clipped) out[locale as DictLocale] = clipped;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Trims a written form and folds inner whitespace to single spaces (multi-word headwords).
 * @example cleanWritten(' ice  cream ') // 'ice cream'
 */
export function cleanWritten(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * Trims text and caps its length so one odd entry cannot bloat the store.
 * @example clip('  a  ') // 'a'
 */
export function clip(text: string): string {
  const trimmed = text.normalize('NFC').trim();
  return trimmed.length > MAX_TEXT_LENGTH ? trimmed.slice(0, MAX_TEXT_LENGTH) : trimmed;
}

function optionalInt<D extends number | null>(value: unknown, fallback: D): number | D | undefined {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? clip(value) : null;
}

/**
 * Narrowing helper for parsed JSON.
 * @example isObject(JSON.parse('{}')) // true
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
