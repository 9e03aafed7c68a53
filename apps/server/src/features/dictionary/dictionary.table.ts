/**
 * Dictionary tables. Word, sense and example ids are given by the importer (max + 1 inside the import's
 * transaction, under a lock) rather than by the engine, so one multi-row insert can link senses to words
 * without reading ids back: that is what makes a 500,000-entry import take seconds, not minutes.
 */

/** An installed source (one imported file or generated set), with its licence. */
export interface DictSourceTable {
  id: string;
  name: string;
  licence: string;
  url: string;
  text_language: string;
  format: string;
  version: string;
  entry_count: number;
  /** Lower comes first when several sources have the same word. */
  priority: number;
  imported_at: string;
}

export interface DictWordTable {
  id: number;
  source_id: string;
  text_language: string;
  written: string;
  /** searchKey(written): NFC, lower case; exact and prefix lookups use it (C collation on PostgreSQL). */
  written_key: string;
  category: string;
  homograph: number;
  level: number | null;
  frequency: number | null;
  pronunciation: string | null;
  audio_id: string | null;
}

export interface DictSenseTable {
  id: number;
  word_id: number;
  position: number;
  /** JSON object: dictionary locale -> {translation, definition}. Read whole, never queried inside. */
  glosses: string;
}

export interface DictExampleTable {
  sense_id: number;
  position: number;
  category: string;
  example: string;
  /** JSON object: dictionary locale -> the example translated; null when the dictionary gives none. */
  translations: string | null;
}

/** Search by translation: one row per (word, dictionary locale, translation term). */
export interface DictTranslationTable {
  word_id: number;
  locale: string;
  term_key: string;
}
