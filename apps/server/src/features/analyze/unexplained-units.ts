import type { DictionaryWord } from '@glossa/contract';
import { searchKey } from '@glossa/dictionary';

/**
 * The units' JSON without the headwords the answer cannot explain: a unit whose `vocabulary` has no word in
 * the answer's `vocab` (a French word only the Korean-derived glosses know, read with an English dictionary)
 * would be coloured as a dictionary word to learn while its detail says it is not in the dictionary. Such a
 * unit loses its `vocabulary` and is shown as unrecognized (grey), as the spec colours a word with no entry.
 * The JSON is parsed and written again only when there is such a headword (most answers have none).
 * @example explainedUnitsJson(unitsJson, ['fichier', 'le'], vocab) // the units, fichier without vocabulary
 */
export function explainedUnitsJson(
  unitsJson: Uint8Array,
  headwords: readonly string[],
  vocab: readonly DictionaryWord[],
): Uint8Array {
  const explained = new Set(vocab.map((word) => searchKey(word.written)));
  const unexplained = new Set(headwords.filter((headword) => !explained.has(searchKey(headword))));
  if (unexplained.size === 0) return unitsJson;
  const units = JSON.parse(Buffer.from(unitsJson).toString('utf8')) as Array<{ vocabulary?: string }>;
  for (const unit of units) {
    if (unit.vocabulary !== undefined && unexplained.has(unit.vocabulary)) delete unit.vocabulary;
  }
  return Buffer.from(JSON.stringify(units));
}
