import type { AnalysedUnitDto, WordStatus } from '@glossa/contract';
import { useState } from 'react';

interface MarkRestKnownProps {
  units: readonly AnalysedUnitDto[];
  statusOf(ref: string): WordStatus;
  setStatus(ref: string, status: WordStatus): void;
  /**
   * Marks all the words as known in one action (the vocabulary's `markKnown`), so a guest's status log keeps
   * it as one event with its count; without it each word is set on its own.
   */
  markAll?(refs: readonly string[]): void;
}

/**
 * The headwords of a text still unknown (each once, in text order).
 * @example unknownHeadwords(units, statusOf) // ['the', 'and', 'store']
 */
export function unknownHeadwords(
  units: readonly AnalysedUnitDto[],
  statusOf: (ref: string) => WordStatus,
): string[] {
  const refs = new Set<string>();
  for (const unit of units)
    if (unit.vocabulary && statusOf(unit.vocabulary) === 'unknown') refs.add(unit.vocabulary);
  return [...refs];
}

/**
 * After reading a text: one action marks every word still unknown as known (the status Learned, coloured
 * known), and Undo puts them back; button and message say "known" alike. A beginner otherwise faces a wall
 * of red for "I", "the" and "and" (Lute's "mark rest as known").
 * @example <MarkRestKnown units={analysis.units} statusOf={statusOf} setStatus={setStatus} />
 */
export function MarkRestKnown({ units, statusOf, setStatus, markAll }: MarkRestKnownProps) {
  const [marked, setMarked] = useState<{ units: readonly AnalysedUnitDto[]; refs: string[] } | null>(null);
  const done = marked?.units === units ? marked.refs : null;
  const rest = unknownHeadwords(units, statusOf);

  if (done) {
    return (
      <p className="mark-rest" role="status">
        Marked {done.length} word{done.length === 1 ? '' : 's'} as known.{' '}
        <button
          type="button"
          className="button small"
          onClick={() => {
            for (const ref of done) setStatus(ref, 'unknown');
            setMarked(null);
          }}
        >
          Undo
        </button>
      </p>
    );
  }
  if (rest.length === 0) return null;
  return (
    <p className="mark-rest">
      <button
        type="button"
        className="button small"
        onClick={() => {
          if (markAll) markAll(rest);
          else for (const ref of rest) setStatus(ref, 'learned');
          setMarked({ units, refs: rest });
        }}
      >
        Mark the rest as known ({rest.length})
      </button>
    </p>
  );
}
