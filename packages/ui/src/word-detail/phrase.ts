import type { DictionaryWord, PhraseSpanDto, WordStatus } from '@glossa/contract';
import { wordsFor } from './lookup.ts';
import type { PhraseDetail } from './WordDetail.tsx';

/**
 * The phrase the selected unit is part of ("look for" for "looking"), as the word detail shows it: its
 * dictionary words and its own status, set through `setStatus` under the phrase's headword. Null when no
 * unit is selected or the unit is in no phrase.
 * @example phraseAt(analysis.phrases, analysis.vocab, 2, statusOf, setStatus)?.vocabulary // 'look for'
 */
export function phraseAt(
  phrases: readonly PhraseSpanDto[],
  vocab: readonly DictionaryWord[],
  index: number | null,
  statusOf: (vocabulary: string) => WordStatus | undefined,
  setStatus: (vocabulary: string, status: WordStatus) => void,
): PhraseDetail | null {
  if (index === null) return null;
  const span = phrases.find((phrase) => phrase.first <= index && index <= phrase.last);
  if (!span) return null;
  return {
    vocabulary: span.vocabulary,
    words: wordsFor(vocab, span.vocabulary),
    status: statusOf(span.vocabulary),
    onStatusChange: (status: WordStatus) => setStatus(span.vocabulary, status),
  };
}
