import type { CardInfo, CardSense, Example } from '@glossa/contract';

/** Pure rules of the Deck screen and the card editor. */

/**
 * Examples merged without duplicates on example text and category, in first-seen order.
 * @example mergeExamples([{ example: 'a', category: 'sentence' }], [{ example: 'a', category: 'sentence' }]) // one
 */
export function mergeExamples<T extends Example>(existing: readonly T[], added: readonly T[]): T[] {
  const seen = new Set(existing.map(exampleKey));
  const merged = [...existing];
  for (const example of added) {
    const key = exampleKey(example);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(example);
  }
  return merged;
}

/** Two examples are the same when text and category are. */
export function exampleKey(example: Example): string {
  return `${example.category}\u0000${example.example}`;
}

/**
 * The card infos whose written form contains the search, ignoring case (case-insensitive substring).
 * @example filterCards([{ id: 1, written: 'School', updated_at: '' }], 'hoo') // [that card]
 */
export function filterCards(cards: readonly CardInfo[], search: string): readonly CardInfo[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return cards;
  return cards.filter((card) => card.written.toLocaleLowerCase().includes(wanted));
}

export type Side = 'left' | 'right';

/**
 * Gives each card a side on its first appearance, alternately left and right, and keeps it afterwards (a
 * card never jumps column when others are added, deleted or filtered out). Mutates and answers `sides`.
 * @example assignSides(new Map(), [{ id: 1 }, { id: 2 }]) // Map { 1 => 'left', 2 => 'right' }
 */
export function assignSides(
  sides: Map<number, Side>,
  cards: readonly Pick<CardInfo, 'id'>[],
): Map<number, Side> {
  for (const card of cards) {
    if (sides.has(card.id)) continue;
    // Alternation follows the order of first appearance: count the sides given so far.
    sides.set(card.id, sides.size % 2 === 0 ? 'left' : 'right');
  }
  return sides;
}

/**
 * The cards of each column, in list order: one column below 1088 px, two from there.
 * @example splitColumns(cards, sides, true) // [[left cards], [right cards]]
 */
export function splitColumns<T extends Pick<CardInfo, 'id'>>(
  cards: readonly T[],
  sides: ReadonlyMap<number, Side>,
  twoColumns: boolean,
): T[][] {
  if (!twoColumns) return [[...cards]];
  const left: T[] = [];
  const right: T[] = [];
  for (const card of cards) (sides.get(card.id) === 'right' ? right : left).push(card);
  return [left, right];
}

/**
 * The "Added " footer date of a card.
 * @example addedText('2026-11-27T07:30:00.000Z') // 'Added Nov 27, 2026'
 */
export function addedText(createdAt: string, locale = 'en-US'): string {
  const date = new Date(createdAt);
  const shown = Number.isNaN(date.getTime())
    ? createdAt
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  return `Added ${shown}`;
}

/** An example in the editor: chosen or not, the learner's own or the dictionary's. */
export interface EditorExample extends Example {
  selected: boolean;
  own: boolean;
}

/** A sense in the editor: from the dictionary (with its id) or custom. */
export interface EditorSense {
  /** Stable key for the list: `d<senseId>` or `c<n>`. */
  key: string;
  sense_id?: number;
  translation: string;
  definition: string;
  examples: EditorExample[];
}

/**
 * What Save sends: the senses in order with only their selected, non-empty examples.
 * @example toCardSenses([{ key: 'c1', translation: 'x', definition: '', examples: [] }]) // [{ translation: 'x', ... }]
 */
export function toCardSenses(senses: readonly EditorSense[]): CardSense[] {
  return senses.map((sense) => ({
    translation: sense.translation.trim(),
    definition: sense.definition.trim(),
    ...(sense.sense_id !== undefined ? { sense_id: sense.sense_id } : {}),
    examples: mergeExamples(
      [],
      sense.examples
        .filter((example) => example.selected && example.example.trim() !== '')
        .map(({ example, category, translation }) => ({
          example: example.trim(),
          category,
          ...(translation?.trim() ? { translation: translation.trim() } : {}),
        })),
    ),
  }));
}

/**
 * A card's senses opened in the editor: every saved example is selected.
 * @example fromCardSenses(card.senses)[0].examples[0].selected // true
 */
export function fromCardSenses(senses: readonly CardSense[], customStart = 0): EditorSense[] {
  let custom = customStart;
  return senses.map((sense) => ({
    key: sense.sense_id !== undefined ? `d${sense.sense_id}` : `c${++custom}`,
    ...(sense.sense_id !== undefined ? { sense_id: sense.sense_id } : {}),
    translation: sense.translation,
    definition: sense.definition,
    examples: sense.examples.map((example) => ({ ...example, selected: true, own: false })),
  }));
}

/**
 * A dictionary sense's loaded examples added to an editor sense: new ones unselected (the learner picks),
 * duplicates (same text and category) left as they are.
 * @example withLoadedExamples(sense, [{ example: '학교에 가요', category: 'sentence' }])
 */
export function withLoadedExamples(sense: EditorSense, loaded: readonly Example[]): EditorSense {
  const added = loaded.map((example) => ({ ...example, selected: false, own: false }));
  return { ...sense, examples: mergeExamples(sense.examples, added) };
}
