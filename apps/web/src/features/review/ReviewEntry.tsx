import { Link } from 'react-router';
import { useDueCount } from './review.session.ts';
import './review.css';

interface ReviewEntryProps {
  deckId: number | null;
  /** Changes when the deck's cards change, so that the count is asked again; null while they load. */
  revision: unknown;
}

/**
 * The Deck screen's way into review: a Review link with the deck's due count.
 * @example <ReviewEntry deckId={state.selectedId} revision={state.cardInfos} />
 */
export function ReviewEntry({ deckId, revision }: ReviewEntryProps) {
  const due = useDueCount(deckId, revision);
  if (deckId === null) return null;
  return (
    // The visible text is the accessible name ("Review 5 due"): an aria-label that said it otherwise would
    // not match what a speech-input user reads on the button.
    <Link className="button small review-entry" to={`/deck/review?deck=${deckId}`}>
      Review
      {due !== null && (
        <>
          {' '}
          <span className={`review-entry-count${due > 0 ? ' has-due' : ''}`}>{due} due</span>
        </>
      )}
    </Link>
  );
}
