import type { WordStatus } from '@glossa/contract';
import { coverageText, textCoverage, type CoverageUnit } from './text-coverage.ts';
import './text-coverage.css';

export interface TextCoverageLineProps {
  units: readonly CoverageUnit[];
  /** The learner's status of a headword (the line recounts on every render: a status change re-renders). */
  statusOf(headword: string): WordStatus;
  /** What the line is about, for screen readers ("this page", "this text"). */
  label?: string;
  className?: string;
}

/**
 * "You know 87% of the words here (312 of 358 words; 46 new)" with a thin bar of known, seen and new
 * headwords; recounted whenever a status changes.
 * @example <TextCoverageLine units={analysis.units} statusOf={statusOf} />
 */
export function TextCoverageLine({ units, statusOf, label, className }: TextCoverageLineProps) {
  // Not memoised: one pass over the units is cheaper than keeping a memo in step with every status source.
  const coverage = textCoverage(units, statusOf);
  const share = (n: number) => (coverage.total > 0 ? `${(n * 100) / coverage.total}%` : '0%');
  return (
    <div
      className={`text-coverage${className ? ` ${className}` : ''}`}
      data-testid="text-coverage"
      aria-label={label}
      role="group"
    >
      <p className="text-coverage-text" aria-live="polite">
        {coverageText(coverage)}
      </p>
      {coverage.total > 0 && (
        <span className="text-coverage-bar" aria-hidden="true">
          <span className="text-coverage-known" style={{ width: share(coverage.known) }} />
          <span className="text-coverage-seen" style={{ width: share(coverage.seen) }} />
        </span>
      )}
    </div>
  );
}
