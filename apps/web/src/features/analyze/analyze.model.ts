import { MAX_TEXT_LENGTH, type AnalysedUnitDto, type DictionaryWord } from '@glossa/contract';

/** Pure rules of the Analyze screen. */

export { MAX_TEXT_LENGTH };

/** Why the Analyze Text button is blocked, or null when the text may be analysed. */
export type TextProblem = 'empty' | 'too-long' | null;

/**
 * Empty (or blank) text and text over 1000 characters block analysis.
 * @example textProblem('   ') // 'empty'
 */
export function textProblem(text: string): TextProblem {
  if (text.trim() === '') return 'empty';
  if (text.length > MAX_TEXT_LENGTH) return 'too-long';
  return null;
}

/**
 * The character counter: count/1000, flagged when over the limit.
 * @example characterCounter('가'.repeat(1001)) // { text: '1001/1000', over: true }
 */
export function characterCounter(text: string): { text: string; over: boolean } {
  return { text: `${text.length}/${MAX_TEXT_LENGTH}`, over: text.length > MAX_TEXT_LENGTH };
}

export interface VocabularyRow {
  /** The vocabulary reference (headword) shared by the units of this row. */
  ref: string;
  /** How many units of the text have this headword. */
  occurrences: number;
  words: DictionaryWord[];
}

function key(written: string): string {
  return written.normalize('NFC').toLocaleLowerCase();
}

/**
 * The vocabulary list of an analysis: one row per headword, in order of first appearance, with its
 * dictionary words; units without a headword are left out.
 * @example vocabularyRows([{ surface: '갔어요', word: '가다', vocabulary: '가다', morphs: [] }], vocab)[0].ref // '가다'
 */
export function vocabularyRows(
  units: readonly AnalysedUnitDto[],
  vocab: readonly DictionaryWord[],
): VocabularyRow[] {
  const byKey = new Map<string, DictionaryWord[]>();
  for (const word of vocab) {
    const list = byKey.get(key(word.written));
    if (list) list.push(word);
    else byKey.set(key(word.written), [word]);
  }
  const rows = new Map<string, VocabularyRow>();
  for (const unit of units) {
    if (!unit.vocabulary) continue;
    const row = rows.get(unit.vocabulary);
    if (row) row.occurrences += 1;
    else
      rows.set(unit.vocabulary, {
        ref: unit.vocabulary,
        occurrences: 1,
        words: byKey.get(key(unit.vocabulary)) ?? [],
      });
  }
  return [...rows.values()];
}
