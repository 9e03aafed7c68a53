import {
  REVIEW_RATINGS,
  type Deck,
  type ReviewDeckAnswer,
  type ReviewItem,
  type ReviewRating,
} from '@glossa/contract';
import type { DeckSyncStatus } from '@glossa/sync';
import { useCallback, useEffect, useState } from 'react';
import { send } from '../messages.ts';
import { DeckSyncLine } from './DeckSyncLine.tsx';
import { formatWait, ratingOfKey } from './review-wait.ts';

const LABELS: Record<ReviewRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

/**
 * The side panel's flashcards: a deck chosen from the learner's (with its due count), its due cards one by
 * one, front first; Space or a click shows the back, then Again/Hard/Good/Easy (keys 1-4, each with the wait
 * it gives) sends the rating through the service worker, which schedules it at once (FSRS, as the server) and
 * sends it, or keeps it for when the server is back. The decks are the service worker's synced copy; the list
 * and due counts are read again whenever it changes (`revision`).
 * @example <ReviewView signedIn sync={status} revision={revision} />
 */
export function ReviewView({
  signedIn,
  sync,
  revision,
}: {
  signedIn: boolean;
  sync: DeckSyncStatus | null;
  revision: number;
}) {
  if (!signedIn) {
    return (
      <p className="card muted" role="status">
        Sign in to review the cards of your decks.
      </p>
    );
  }
  return (
    <>
      <DeckSyncLine status={sync} />
      <DeckReview revision={revision} />
    </>
  );
}

function DeckReview({ revision }: { revision: number }) {
  const [decks, setDecks] = useState<Deck[] | null>(null);
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const [deckId, setDeckId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const loadCounts = useCallback(() => {
    send('reviewCounts').then(
      (answer) => setCounts(new Map(answer.decks.map((deck) => [deck.deck_id, deck.due]))),
      (caught: unknown) => setError(messageOf(caught)),
    );
  }, []);

  useEffect(() => {
    send('decks').then(
      (list) => {
        setDecks(list);
        setError(null);
        setDeckId((id) => (id !== null && list.some((deck) => deck.id === id) ? id : (list[0]?.id ?? null)));
      },
      (caught: unknown) => setError(messageOf(caught)),
    );
    loadCounts();
  }, [loadCounts, revision]);

  if (error)
    return (
      <p className="panel-error" role="alert">
        {error}
      </p>
    );
  if (decks === null) return <p className="muted">Loading your decks…</p>;
  if (decks.length === 0) {
    return <p className="card muted">No deck yet: add a word with the “+” of its detail.</p>;
  }
  return (
    <section className="panel-review" aria-label="Review">
      <label className="panel-creator-deck">
        Deck
        <select value={deckId ?? ''} onChange={(event) => setDeckId(Number(event.target.value))}>
          {decks.map((deck) => (
            <option key={deck.id} value={deck.id}>
              {deck.name} ({counts.get(deck.id) ?? 0} due)
            </option>
          ))}
        </select>
      </label>
      {deckId !== null && <Session key={deckId} deckId={deckId} onRated={loadCounts} />}
    </section>
  );
}

function Session({ deckId, onRated }: { deckId: number; onRated(): void }) {
  const [answer, setAnswer] = useState<ReviewDeckAnswer | null>(null);
  const [index, setIndex] = useState(0);
  const [shownAt, setShownAt] = useState(() => new Date());
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    send('reviewDeck', { deckId }).then(
      (fresh) => {
        setAnswer(fresh);
        setIndex(0);
        setRevealed(false);
        setShownAt(new Date());
      },
      (caught: unknown) => setError(messageOf(caught)),
    );
  }, [deckId]);
  useEffect(load, [load]);

  const item: ReviewItem | undefined = answer?.items[index];

  const rate = useCallback(
    async (rating: ReviewRating) => {
      if (!item || busy) return;
      setBusy(true);
      setError(null);
      try {
        await send('rateCard', {
          deckId,
          cardId: item.card.id,
          rating,
          reviewedAt: new Date().toISOString(),
        });
        onRated();
        // The last card of this batch: ask again (learning cards may be due again, new ones may have come).
        if (answer && index + 1 >= answer.items.length) load();
        else {
          setIndex(index + 1);
          setRevealed(false);
          setShownAt(new Date());
        }
      } catch (caught) {
        setError(messageOf(caught));
      } finally {
        setBusy(false);
      }
    },
    [item, busy, answer, index, load, onRated, deckId],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      if (!item) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        event.preventDefault();
        setRevealed(true);
        return;
      }
      const rating = revealed ? ratingOfKey(event.key) : null;
      if (rating) {
        event.preventDefault();
        void rate(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [item, revealed, rate]);

  if (!answer) return <p className="muted">{error ?? 'Loading the cards…'}</p>;
  const remaining = Math.max(answer.due_count - index, 0);
  if (!item) {
    return (
      <div className="card panel-review-empty" role="status">
        <p>
          <strong>Nothing is due.</strong> {answer.card_count} {answer.card_count === 1 ? 'card' : 'cards'} in
          this deck; come back later.
        </p>
      </div>
    );
  }
  const lang = item.card.lang.slice(0, 2);
  return (
    <div className="panel-review-session">
      <p className="muted panel-review-due" role="status" aria-label="Due cards">
        {remaining} due
      </p>
      <button
        type="button"
        className="card panel-flashcard"
        aria-label={revealed ? `Card ${item.card.written}` : `Show the back of ${item.card.written}`}
        aria-expanded={revealed}
        onClick={() => setRevealed(true)}
      >
        <span className="panel-flashcard-front" lang={lang}>
          {item.card.written}
        </span>
        {revealed ? (
          <span className="panel-flashcard-back">
            {item.card.senses.map((sense, i) => (
              <span key={i} className="panel-flashcard-sense">
                {sense.translation && <strong>{sense.translation}</strong>}
                {sense.translation && sense.definition && ' — '}
                {sense.definition}
                {sense.examples.map((example) => (
                  <span key={example.example} className="panel-flashcard-example" lang={lang}>
                    {example.example}
                  </span>
                ))}
              </span>
            ))}
          </span>
        ) : (
          <span className="muted panel-flashcard-hint">Space or click to show the back</span>
        )}
      </button>
      {revealed && (
        <div className="panel-ratings" role="group" aria-label="How well did you know it?">
          {REVIEW_RATINGS.map((rating, i) => {
            const wait = formatWait(Date.parse(item.preview[rating]) - shownAt.getTime());
            return (
              <button
                key={rating}
                type="button"
                className={`button panel-rate is-${rating}`}
                disabled={busy}
                aria-keyshortcuts={String(i + 1)}
                aria-label={`${LABELS[rating]}, next in ${wait} (key ${i + 1})`}
                onClick={() => void rate(rating)}
              >
                <span className="panel-rate-wait">{wait}</span>
                <span>{LABELS[rating]}</span>
                <kbd>{i + 1}</kbd>
              </button>
            );
          })}
        </div>
      )}
      {error && (
        <p className="panel-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
