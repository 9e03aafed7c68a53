import type { ComposedPart } from '@glossa/contract';

/**
 * "Composed: 재- (re-, again) + 구매 (purchase)": tells the learner a word's gloss is no dictionary entry but
 * built by Glossa from the entries of its parts. A word Glossa gives no gloss to (its rule is not safe enough)
 * shows its parts alone: "Not in the dictionary yet. Its parts: 구매 (purchase) + 하다 (do; makes a verb)".
 * @example <ComposedNote parts={word.composedOf} lang="ko" translated />
 */
export function ComposedNote(props: { parts: readonly ComposedPart[]; lang: string; translated: boolean }) {
  return (
    <p className="wd-note wd-composed" title="Not a dictionary entry: built from the entries of its parts">
      {props.translated ? 'Composed: ' : 'Not in the dictionary yet. Its parts: '}
      {props.parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' + '}
          <span lang={props.lang}>{part.written}</span>
          {part.gloss && ` (${part.gloss})`}
        </span>
      ))}
    </p>
  );
}
