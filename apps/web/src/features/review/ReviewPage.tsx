import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDecks } from '../deck/deck.session.ts';
import { ReviewSession } from './ReviewSession.tsx';
import { useReviewSource } from './review.session.ts';
import './review.css';

const CLOZE_KEY = 'glossa.review.cloze';

function readCloze(): boolean {
  try {
    return localStorage.getItem(CLOZE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Review in the app (`/deck/review?deck=ID`, `&mode=practice` for practice): the due cards of a deck
 * scheduled with FSRS, or every card without changing a due date.
 * @example { path: 'deck/review', lazy: () => import('./ReviewPage.tsx') } // a route of app/router.tsx
 */
export default function ReviewPage() {
  const decks = useDecks();
  const source = useReviewSource();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('deck'));
  const deckId = Number.isInteger(asked) && asked > 0 ? asked : decks.selectedId;
  const practice = params.get('mode') === 'practice';
  const deck = decks.decks.find((d) => d.id === deckId) ?? null;
  const [due, setDue] = useState<number | null>(null);
  const [cloze, setCloze] = useState(readCloze);

  const setMode = useCallback(
    (mode: 'review' | 'practice') => {
      const next = new URLSearchParams(params);
      if (deckId !== null) next.set('deck', String(deckId));
      if (mode === 'practice') next.set('mode', 'practice');
      else next.delete('mode');
      setParams(next);
    },
    [params, setParams, deckId],
  );
  const onPractice = useCallback(() => setMode('practice'), [setMode]);
  const onDueCount = useCallback((count: number) => setDue(count), []);

  return (
    <section className="page review-page">
      <div className="review-header">
        <h1>Review{deck ? <span className="review-deck-name">: {deck.name}</span> : null}</h1>
        {due !== null && (
          <span className="badge review-due" aria-label={`${due} cards due`}>
            {due} due
          </span>
        )}
        <div className="tabs review-modes" role="tablist" aria-label="Mode">
          <button
            type="button"
            role="tab"
            className="tab"
            aria-selected={!practice}
            onClick={() => setMode('review')}
          >
            Review
          </button>
          <button
            type="button"
            role="tab"
            className="tab"
            aria-selected={practice}
            onClick={() => setMode('practice')}
          >
            Practice
          </button>
        </div>
        <label className="review-cloze-option">
          <input
            type="checkbox"
            checked={cloze}
            onChange={(event) => {
              setCloze(event.target.checked);
              try {
                localStorage.setItem(CLOZE_KEY, event.target.checked ? '1' : '0');
              } catch {
                // Private windows may refuse storage; the choice then lasts for this page.
              }
            }}
          />{' '}
          Example on the front
        </label>
        <Link className="button ghost small review-back-link" to="/deck">
          Back to deck
        </Link>
      </div>
      {practice && <p className="review-note muted">Practice: ratings here change no due date.</p>}
      {source?.temporary && (
        <p className="review-note review-guest">
          You are not logged in: your reviews are kept only until you close this page.
        </p>
      )}
      {source && deckId !== null ? (
        <ReviewSession
          deckId={deckId}
          source={source}
          practice={practice}
          cloze={cloze}
          onDueCount={onDueCount}
          onPractice={onPractice}
        />
      ) : decks.decksLoaded && deckId === null ? (
        <p className="muted">No deck selected.</p>
      ) : (
        <div className="page-loading" role="status" aria-label="Loading" />
      )}
    </section>
  );
}
