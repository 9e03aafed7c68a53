/**
 * The dictionary model every importer produces and the server stores: a source (with its licence), its
 * entries (one per written form and homograph), their senses in order, each with a gloss per dictionary
 * language and examples.
 */

/** Languages a headword can be written in. */
export type TextLanguage = 'ko_KR' | 'en_US' | 'fr_FR';
export const TEXT_LANGUAGES: readonly TextLanguage[] = ['ko_KR', 'en_US', 'fr_FR'];

/** Languages a sense can be explained in, one variant per locale. */
export type DictLocale = 'en_US' | 'fr_FR' | 'ko_KR' | 'es_ES' | 'ja_JP';
export const DICT_LOCALES: readonly DictLocale[] = ['en_US', 'fr_FR', 'ko_KR', 'es_ES', 'ja_JP'];

export type ExampleCategory = 'fragment' | 'sentence' | 'conversation';
export const EXAMPLE_CATEGORIES: readonly ExampleCategory[] = ['fragment', 'sentence', 'conversation'];

export const WORD_CATEGORIES = [
  'noun',
  'pronoun',
  'numeral',
  'verb',
  'adjective',
  'adverb',
  'determiner',
  'particle',
  'ending',
  'affix',
  'interjection',
  'conjunction',
  'preposition',
  'article',
  'phrase',
  'expression',
  'other',
] as const;
export type WordCategory = (typeof WORD_CATEGORIES)[number];

export interface Gloss {
  translation: string;
  definition: string;
}

export interface EntryExample {
  category: ExampleCategory;
  /** Conversation lines are separated by `\n`. */
  example: string;
  /** The example in other dictionary languages (a conversation's lines separated by `\n` too). */
  translations?: Partial<Record<DictLocale, string>>;
}

export interface EntrySense {
  glosses: Partial<Record<DictLocale, Gloss>>;
  examples: EntryExample[];
}

/** One dictionary entry as importers yield it. */
export interface DictEntry {
  written: string;
  category: WordCategory;
  homograph: number;
  level: number | null;
  frequency: number | null;
  pronunciation: string | null;
  audioId: string | null;
  senses: EntrySense[];
}

/** Where entries come from; importing replaces every entry of the same `id`. */
export interface SourceInfo {
  id: string;
  name: string;
  licence: string;
  url: string;
  textLanguage: TextLanguage;
  /** Importer that read it (`glossa`, `krdict`, `yomitan`, `kaikki`, `dictd`, `tei`, `wordnet`, `reverse`). */
  format: string;
  /** Version of the data (file checksum, package version): first-start install skips a source it has. */
  version: string;
}

/** An importer's output: the source, then its entries, streamed. */
export interface ImportStream {
  source: SourceInfo;
  entries: AsyncIterable<DictEntry>;
  /** Bytes read so far and in total, when the reader knows them (progress bar ETA). */
  progress?: () => { bytesRead: number; bytesTotal: number };
}

/** Progress of an import, reported while entries stream. */
export interface ImportProgress {
  entries: number;
  /** Bytes of input read so far and in total, when the importer knows them (for an ETA). */
  bytesRead?: number;
  bytesTotal?: number;
}

export const SOURCE_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * Short or long locale to the dictionary locale, or null.
 * @example toDictLocale('fr') // 'fr_FR'
 */
export function toDictLocale(value: string): DictLocale | null {
  const short = value.trim().slice(0, 2).toLowerCase();
  const found = DICT_LOCALES.find((locale) => locale.startsWith(`${short}_`));
  return found && (value.length === 2 || value.replace('-', '_').toLowerCase() === found.toLowerCase())
    ? found
    : null;
}

/**
 * Short or long code to a text language, or null.
 * @example toTextLanguage('ko') // 'ko_KR'
 */
export function toTextLanguage(value: string): TextLanguage | null {
  const locale = toDictLocale(value);
  return locale && (TEXT_LANGUAGES as readonly string[]).includes(locale) ? (locale as TextLanguage) : null;
}

/**
 * The key written forms and translations are indexed by: NFC, lower case, single spaces.
 * @example searchKey('  The  Cat ') // 'the cat'
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
}
