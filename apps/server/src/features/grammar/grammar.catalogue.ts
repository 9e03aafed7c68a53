import { entryText, grammarEntries, levelRank } from '@glossa/analysis/grammar';
import type { GrammarEntry } from '@glossa/analysis/grammar';
import type { GrammarEntryDto, GrammarList, Locale, TextLanguage } from '@glossa/contract';
import { GRAMMAR_ERROR_CODES, TEXT_LANGUAGES, shortCode } from '@glossa/contract';
import { AppError } from '../../http/app-error.ts';

/**
 * The grammar catalogue as the API serves it: entries by id per text language, explained in the asked
 * dictionary language (English when an entry lacks it, which the validator does not let happen).
 */
const byId = new Map<TextLanguage, ReadonlyMap<string, GrammarEntry>>();

function entriesOf(language: TextLanguage): ReadonlyMap<string, GrammarEntry> {
  let map = byId.get(language);
  if (!map) {
    map = new Map(grammarEntries(language).map((e) => [e.id, e]));
    byId.set(language, map);
  }
  return map;
}

function meanings(entry: GrammarEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(entry.languages)) if (text) out[locale] = text.meaning;
  return out;
}

/**
 * The whole catalogue of a text language, by level then display form.
 * @example grammarList('ko_KR', 'fr_FR').items[0].meaning // 'comme, parce que ...'
 */
export function grammarList(language: TextLanguage, locale: Locale): GrammarList {
  const items = [...entriesOf(language).values()]
    .map((entry) => ({
      id: entry.id,
      display: entry.display,
      level: entry.level,
      category: entry.category,
      meaning: entryText(entry, shortCode(locale)).meaning,
      meanings: meanings(entry),
    }))
    .sort((a, b) => levelRank(a.level) - levelRank(b.level) || a.display.localeCompare(b.display));
  return { textLanguage: language, items };
}

/** Every catalogue id of every text language, built on first use. */
let allIds: ReadonlySet<string> | undefined;

/**
 * Throws the 404 GRAMMAR_NOT_FOUND unless `id` is in some text language's catalogue (ids carry their
 * language's prefix, so they never clash across languages).
 * @example requireCatalogueId('ko.connective.aseo') // passes
 */
export function requireCatalogueId(id: string): void {
  allIds ??= new Set(TEXT_LANGUAGES.flatMap((language) => [...entriesOf(language).keys()]));
  if (!allIds.has(id)) {
    throw new AppError(404, GRAMMAR_ERROR_CODES.grammarNotFound, `No grammar construction ${id}.`);
  }
}

/**
 * One construction in full; a 404 GRAMMAR_NOT_FOUND when the text language's catalogue has no such id.
 * @example grammarEntry('en_US', 'en.voice.passive', 'ko_KR').examples.length // 2
 */
export function grammarEntry(language: TextLanguage, id: string, locale: Locale): GrammarEntryDto {
  const entries = entriesOf(language);
  const entry = entries.get(id);
  if (!entry) {
    throw new AppError(
      404,
      GRAMMAR_ERROR_CODES.grammarNotFound,
      `No grammar construction ${id} for ${language} text.`,
    );
  }
  const short = shortCode(locale);
  const text = entryText(entry, short);
  return {
    id: entry.id,
    display: entry.display,
    level: entry.level,
    category: entry.category,
    meaning: text.meaning,
    meanings: meanings(entry),
    explanation: text.explanation,
    examples: entry.examples.map((e) => ({
      sentence: e.sentence,
      translation: e.translation[short] ?? e.translation.en ?? '',
    })),
    confusedWith: entry.confusedWith
      .map((other) => entries.get(other))
      .filter((e): e is GrammarEntry => e !== undefined)
      .map((e) => ({ id: e.id, display: e.display })),
  };
}
