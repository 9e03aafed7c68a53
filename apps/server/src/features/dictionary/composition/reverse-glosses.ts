import {
  cleanWritten,
  type DictEntry,
  type DictLocale,
  type ImportStream,
  type TextLanguage,
} from '@glossa/dictionary';
import type { AppDatabase } from '../../../db/database.ts';
import { LookupRepository } from '../lookup/lookup.repository.ts';
import { translationTerms } from './translation-terms.ts';

const MAX_SENSES = 12;

/** Ids of the derived sources: English and French words with Korean translations. */
export const REVERSE_SOURCE_PREFIX = 'glossa-reverse-';
export const REVERSE_SOURCE_IDS: Record<'en_US' | 'fr_FR', string> = {
  en_US: `${REVERSE_SOURCE_PREFIX}ko-en`,
  fr_FR: `${REVERSE_SOURCE_PREFIX}ko-fr`,
};

/**
 * Derives English (or French) words with Korean translations from the installed Korean dictionaries' English
 * (French) equivalents: `school` gets `학교` with its Korean definition. Read in id pages; the derived
 * entries (a few per Korean sense) are grouped in memory, which stays small beside the dictionary itself.
 * @example await replaceSource(database, ...(await reverseGlosses(database, 'en_US')))
 */
export async function reverseGlosses(
  database: AppDatabase,
  target: 'en_US' | 'fr_FR',
): Promise<ImportStream & { count: number }> {
  const groups = new Map<string, { written: string; category: string; senses: DictEntry['senses'] }>();
  for await (const page of new LookupRepository(database.db).sensePages('ko_KR', 'reverse')) {
    for (const row of page) {
      const glosses = JSON.parse(row.glosses) as Partial<
        Record<DictLocale, { translation: string; definition: string }>
      >;
      const foreign = glosses[target];
      if (!foreign?.translation) continue;
      const korean = glosses.ko_KR?.definition ?? '';
      for (const term of translationTerms(foreign.translation, row.written).slice(0, 3)) {
        if (term.split(' ').length > 4) continue;
        const group = groups.get(term) ?? { written: cleanWritten(term), category: row.category, senses: [] };
        if (group.senses.length >= MAX_SENSES) continue;
        if (group.senses.some((s) => s.glosses.ko_KR?.translation === row.written)) continue;
        group.senses.push({
          glosses: { ko_KR: { translation: row.written, definition: korean } },
          examples: [],
        });
        groups.set(term, group);
      }
    }
  }
  async function* entries(): AsyncGenerator<DictEntry> {
    for (const group of groups.values()) {
      yield {
        written: group.written,
        category: group.category as DictEntry['category'],
        homograph: 0,
        level: null,
        frequency: null,
        pronunciation: null,
        audioId: null,
        senses: group.senses,
      };
    }
  }
  const language: TextLanguage = target;
  return {
    count: groups.size,
    source: {
      id: REVERSE_SOURCE_IDS[target],
      name: `Korean translations of ${target === 'en_US' ? 'English' : 'French'} words (derived from the Korean dictionaries)`,
      licence: 'as the Korean dictionaries it is derived from',
      url: '',
      textLanguage: language,
      format: 'reverse',
      version: '',
    },
    entries: entries(),
  };
}
