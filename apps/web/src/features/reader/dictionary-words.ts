import { dictionaryWordSchema, type DictionaryWord } from '@glossa/contract';

/**
 * The dictionary words of `headword` among an answer's raw `vocab`, each checked against its schema now (the
 * Reader checks only the units when it marks a page; an entry that does not match is left out and logged).
 * @example dictionaryWordsOf(mark.vocab, '가다') // [{ written: '가다', category: 'verb', ... }]
 */
export function dictionaryWordsOf(vocab: readonly unknown[], headword: string | undefined): DictionaryWord[] {
  if (!headword) return [];
  // The same comparison as the word detail's lookup (NFC, case-insensitive).
  const key = (written: string) => written.normalize('NFC').toLocaleLowerCase();
  const wanted = key(headword);
  const words: DictionaryWord[] = [];
  for (const entry of vocab) {
    const written = (entry as { written?: unknown } | null)?.written;
    if (typeof written !== 'string' || key(written) !== wanted) continue;
    const parsed = dictionaryWordSchema.safeParse(entry);
    if (parsed.success) words.push(parsed.data);
    else console.warn('Reader: a dictionary word of the answer is not valid', parsed.error.issues[0]);
  }
  return words;
}
