import type { ComposedPart } from '@glossa/contract';

/**
 * "Composed: 구매 (purchase) + 하다 (do)": tells the learner a word's gloss is no dictionary entry but built by
 * Glossa from the entries of its parts.
 * @example <ComposedNote parts={word.composedOf} lang="ko" />
 */
export function ComposedNote(props: { parts: readonly ComposedPart[]; lang: string }) {
  return (
    <p className="wd-note wd-composed" title="Not a dictionary entry: built from the entries of its parts">
      Composed:{' '}
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
