import { api, type Example, type Locale, type TextLanguage, type WordStatus } from '@glossa/contract';
import { useCallback } from 'react';
import { client } from '../../lib/client.ts';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';

export interface EntryActions {
  statusOf(written: string): WordStatus;
  setStatus(written: string, status: WordStatus): void;
  /** The examples of a sense in the dictionary language (GET /senses/{id}/examples). */
  loadExamples(senseId: number): Promise<Example[]>;
}

/**
 * What a dictionary word's panel does on the Dictionary and Daily screens: statuses in the vocabulary of the
 * text language, and a sense's examples from the server.
 * @example const { statusOf, setStatus, loadExamples } = useEntryActions('ko_KR', 'en_US');
 */
export function useEntryActions(textLanguage: TextLanguage, dictLanguage: Locale): EntryActions {
  const { statusOf: storeStatusOf, setStatus: storeSetStatus } = useVocabulary();
  const statusOf = useCallback(
    (written: string) => storeStatusOf(written, textLanguage),
    [storeStatusOf, textLanguage],
  );
  const setStatus = useCallback(
    (written: string, status: WordStatus) => storeSetStatus(written, textLanguage, status),
    [storeSetStatus, textLanguage],
  );
  const loadExamples = useCallback(
    (senseId: number) =>
      client.call(api.dictionary.examples, { params: { id: senseId }, query: { lang: dictLanguage } }),
    [dictLanguage],
  );
  return { statusOf, setStatus, loadExamples };
}
