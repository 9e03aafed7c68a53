import {
  api,
  DAILY_HISTORY_DAYS,
  fillPath,
  type DailyEntry,
  type DictionaryLocale,
  type DictionaryTextLanguage,
  type DictionaryWord,
} from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';
import type { AppDatabase } from '../../db/database.ts';
import { REVERSE_SOURCE_PREFIX, type DictionaryService } from '../dictionary/dictionary.service.ts';
import { findWordsWithSenses } from './daily.repository.ts';
import type { Picture, Pictures } from './daily.pictures.ts';
import { pictureMatchesSense } from './daily.picture-match.ts';
import { dailyOrder, dayDate, utcDay, wordOfDay } from './daily.rule.ts';

/**
 * What a word's first sense says in English: its English translation, and for an English word (whose English
 * gloss is a definition) the word itself too.
 */
function firstSenseEnglish(glosses: string | null, englishWord: string): string {
  let translation = '';
  try {
    const parsed = glosses ? (JSON.parse(glosses) as Record<string, { translation?: unknown }>) : {};
    const value = parsed.en_US?.translation;
    if (typeof value === 'string') translation = value;
  } catch {
    // A malformed gloss matches nothing: the word gets no picture.
  }
  return englishWord ? `${englishWord}, ${translation}` : translation;
}

export interface DailyDeps {
  database: AppDatabase;
  /** The words of the day and the dictionary version their order is built for. */
  dictionary: Pick<DictionaryService, 'lookupWords' | 'version'>;
  /** The picture index (loaded, and built when missing, on first use). */
  pictures: () => Pictures;
}

/** A candidate: a headword with a picture of an emoji named by it, or null when none shows its first sense. */
interface Candidate {
  written: string;
  picture: Picture | null;
}

/** The rule's order of one text language, for one dictionary version. */
interface Order {
  version: number;
  order: string[];
  byKey: Map<string, Candidate>;
}

/**
 * The Daily word: the candidates of a text language are the installed words with a picture and at least one
 * sense (a word named by an emoji's whole label, or a noun named by one of its keywords); the rule in
 * daily.rule.ts picks one per UTC day. Derived (reverse) entries are left out: their senses are another
 * language's glosses turned round.
 */
export class DailyService {
  private readonly orders = new Map<DictionaryTextLanguage, Promise<Order>>();

  constructor(private readonly deps: DailyDeps) {}

  /**
   * The picture index: the files the routes may serve, and where they are.
   * @example service.pictures().files.has('1F34E.svg') // true
   */
  pictures(): Pictures {
    return this.deps.pictures();
  }

  /**
   * The candidates of a language in the rule's order (kept while the dictionaries do not change).
   * @example (await service.candidates('ko_KR')).length // 600
   */
  async candidates(language: DictionaryTextLanguage): Promise<string[]> {
    return (await this.orderOf(language)).order;
  }

  /**
   * The last 30 days' words, today (UTC, from `now`) first, with their senses in `lang`.
   * @example (await service.history('ko_KR', 'en_US', new Date()))[0] // { date: '2026-11-27', written: '학교', ... }
   */
  async history(language: DictionaryTextLanguage, lang: DictionaryLocale, now: Date): Promise<DailyEntry[]> {
    const { order, byKey } = await this.orderOf(language);
    const today = utcDay(now);
    const days: Array<{ date: string; key: string }> = [];
    for (let i = 0; i < DAILY_HISTORY_DAYS; i++) {
      const key = wordOfDay(today - i, order);
      if (key === undefined) return [];
      days.push({ date: dayDate(today - i), key });
    }
    const words = await this.deps.dictionary.lookupWords(
      days.map((day) => byKey.get(day.key)!.written),
      language,
      lang,
    );
    const byWritten = new Map<string, DictionaryWord[]>();
    for (const word of words) {
      const key = searchKey(word.written);
      byWritten.set(key, [...(byWritten.get(key) ?? []), word]);
    }
    return days.map((day) => {
      const candidate = byKey.get(day.key)!;
      return {
        date: day.date,
        written: candidate.written,
        image: candidate.picture
          ? `/api${fillPath(api.daily.picture.path, { file: candidate.picture.file })}`
          : null,
        emoji: candidate.picture?.emoji ?? null,
        words: byWritten.get(day.key) ?? [],
      };
    });
  }

  private orderOf(language: DictionaryTextLanguage): Promise<Order> {
    const cached = this.orders.get(language);
    const next = (async () => {
      const version = await this.deps.dictionary.version();
      const previous = cached ? await cached.catch(() => undefined) : undefined;
      if (previous && previous.version === version) return previous;
      return this.build(language, version);
    })();
    this.orders.set(language, next);
    next.catch(() => this.orders.delete(language));
    return next;
  }

  private async build(language: DictionaryTextLanguage, version: number): Promise<Order> {
    const pictures = this.deps.pictures().byWord.get(language) ?? new Map<string, readonly Picture[]>();
    const rows = await findWordsWithSenses(
      this.deps.database.db,
      language,
      [...pictures.keys()].map(searchKey),
      REVERSE_SOURCE_PREFIX,
    );
    const byKey = new Map<string, Candidate>();
    for (const row of rows) {
      if (byKey.has(row.written_key)) continue;
      // A capitalised headword (a name) is no word of the day.
      if (row.written !== row.written.toLowerCase() && row.written_key === row.written.toLowerCase())
        continue;
      // A keyword names only a thing: "red" is a keyword of the red apple, not its picture.
      const eligible = (pictures.get(row.written_key) ?? []).filter(
        (candidate) => candidate.byLabel || row.category === 'noun',
      );
      if (eligible.length === 0) continue;
      // The word stays a candidate (the days keep their words), but only a picture of its first sense is drawn.
      const english = firstSenseEnglish(row.first_glosses, language === 'en_US' ? row.written : '');
      const picture = eligible.find((candidate) => pictureMatchesSense(candidate.english, english)) ?? null;
      byKey.set(row.written_key, { written: row.written, picture });
    }
    return { version, order: dailyOrder([...byKey.keys()], `glossa-daily:${language}`), byKey };
  }
}
