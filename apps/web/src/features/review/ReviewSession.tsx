import type { ReviewItem, ReviewRating, VocabularyLanguage } from '@glossa/contract';
import { REVIEW_LEARNED_DAYS, REVIEW_RATINGS } from '@glossa/contract';
import { errorText } from '@glossa/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadKoreanFontRules } from '../../lib/fonts.ts';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';
import { RatingButtons } from './RatingButtons.tsx';
import { ReviewCardView } from './ReviewCardView.tsx';
import { afterRating, suggestsLearned } from './review.queue.ts';
import { blankedExample, previewCard } from './review.scheduler.ts';
import type { ReviewSource } from './review.source.ts';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * Loads the Korean web font's rules before the first Korean card is drawn (at most 2 s): Chromium on a
 * machine without a Korean font kept the boxes of text drawn before the rules arrived.
 */
async function koreanFontRules(items: readonly ReviewItem[]): Promise<void> {
  if (!items.some((item) => item.card.lang === 'ko_KR' || HANGUL.test(item.card.written))) return;
  const rules = loadKoreanFontRules();
  await Promise.race([rules, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

interface ReviewSessionProps {
  deckId: number;
  source: ReviewSource;
  /** Practice: every card, and no rating changes a due date. */
  practice: boolean;
  /** Show the example sentence with the word blanked on the front. */
  cloze: boolean;
  /** Told how many cards are due, at the start and after each rating. */
  onDueCount(count: number): void;
  /** Starts a practice session of the whole deck (offered when nothing is due). */
  onPractice(): void;
}

interface Suggestion {
  written: string;
  lang: VocabularyLanguage;
  days: number;
}

/**
 * A review session of one deck: the front of the first card, Space (or the button) shows the back, then
 * Again/Hard/Good/Easy (keys 1-4) with the wait each gives. A card due again within minutes comes back in
 * the same session. A rating giving 21 days or more suggests marking the word Learned; nothing is marked
 * without the learner's click.
 * @example <ReviewSession deckId={3} source={source} practice={false} cloze={false} onDueCount={setDue} onPractice={…} />
 */
export function ReviewSession({
  deckId,
  source,
  practice,
  cloze,
  onDueCount,
  onPractice,
}: ReviewSessionProps) {
  const vocabulary = useVocabulary();
  const [queue, setQueue] = useState<ReviewItem[] | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [shownAt, setShownAt] = useState(() => new Date());
  const dueCount = useRef(0);

  useEffect(() => {
    let live = true;
    setQueue(null);
    setRevealed(false);
    setReviewed(0);
    setFailure(null);
    source
      .load(deckId, practice)
      .then(async (batch) => {
        await koreanFontRules(batch.items);
        return batch;
      })
      .then(
        (batch) => {
          if (!live) return;
          dueCount.current = batch.dueCount;
          onDueCount(batch.dueCount);
          setQueue(batch.items);
          setShownAt(new Date());
        },
        (error: unknown) => live && setFailure(errorText(error, 'The cards could not be loaded.')),
      );
    return () => {
      live = false;
    };
  }, [deckId, source, practice, onDueCount]);

  const item = queue?.[0] ?? null;

  const rate = useCallback(
    async (rating: ReviewRating) => {
      if (!item || !revealed || busy) return;
      setBusy(true);
      const at = new Date();
      try {
        const result = await source.rate(item, rating, practice, at);
        const wasDue = Date.parse(item.scheduling.due) <= at.getTime();
        if (!practice && wasDue && Date.parse(result.scheduling.due) > at.getTime()) {
          dueCount.current = Math.max(0, dueCount.current - 1);
          onDueCount(dueCount.current);
        }
        if (!practice && suggestsLearned(at.toISOString(), result.scheduling.due, REVIEW_LEARNED_DAYS)) {
          const { written, lang } = item.card;
          if (vocabulary.statusOf(written, lang) !== 'learned') {
            const days = Math.round((Date.parse(result.scheduling.due) - at.getTime()) / 86_400_000);
            setSuggestion({ written, lang, days });
          }
        }
        setQueue((current) => afterRating(current ?? [], rating, result, new Date(), practice));
        setReviewed((n) => n + 1);
        setRevealed(false);
        setShownAt(new Date());
        setFailure(null);
      } catch (error) {
        setFailure(errorText(error, 'The rating could not be saved. Try again.'));
      } finally {
        setBusy(false);
      }
    },
    [item, revealed, busy, source, practice, onDueCount, vocabulary],
  );

  // The listener is attached once and reads the latest state through a ref set in a layout effect: with a
  // listener re-attached in a passive effect, a key pressed between React's commit (the back gone from the
  // screen) and that effect met the previous card's closure and was lost.
  const keyState = useRef({ item, revealed, rate });
  useLayoutEffect(() => {
    keyState.current = { item, revealed, rate };
  }, [item, revealed, rate]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const { item: shown, revealed: backShown, rate: rateShown } = keyState.current;
      if (!shown) return;
      if (event.key === ' ' || event.key === 'Enter') {
        // Space on a focused button would also click it: the session handles it once.
        event.preventDefault();
        if (!backShown) {
          keyState.current = { ...keyState.current, revealed: true };
          setRevealed(true);
        }
        return;
      }
      const index = ['1', '2', '3', '4'].indexOf(event.key);
      const rating = REVIEW_RATINGS[index];
      if (rating && backShown) {
        event.preventDefault();
        void rateShown(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const sentences = item
    ? item.card.senses.flatMap((s) => s.examples.filter((e) => e.category === 'sentence'))
    : [];
  const clozeText =
    item && cloze
      ? blankedExample(
          item.card.written,
          sentences.map((e) => e.example),
        )
      : null;

  return (
    <div className="review-session">
      {suggestion && (
        <div className="review-suggestion" role="status">
          <span>
            <strong lang={suggestion.lang.slice(0, 2)}>{suggestion.written}</strong> comes back in{' '}
            {suggestion.days} days. Mark it as Learned?
          </span>
          <button
            type="button"
            className="button small primary"
            onClick={() => {
              vocabulary.setStatus(suggestion.written, suggestion.lang, 'learned');
              setSuggestion(null);
            }}
          >
            Mark learned
          </button>
          <button type="button" className="button small ghost" onClick={() => setSuggestion(null)}>
            Not now
          </button>
        </div>
      )}
      {failure && (
        <p className="review-error" role="alert">
          {failure}
        </p>
      )}
      {queue === null && !failure && <div className="page-loading" role="status" aria-label="Loading" />}
      {queue !== null && item === null && (
        <div className="card review-done" role="status">
          <p className="review-done-title">{reviewed > 0 ? 'All done for now.' : 'Nothing is due.'}</p>
          <p className="muted">
            {reviewed > 0
              ? `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'}${practice ? ' (practice: no due date changed)' : ''}.`
              : practice
                ? 'This deck has no cards yet.'
                : 'Come back when cards fall due, or practice the whole deck.'}
          </p>
          {!practice && (
            <button type="button" className="button" onClick={onPractice}>
              Practice all cards
            </button>
          )}
        </div>
      )}
      {item && (
        <>
          <p className="review-progress muted" aria-live="polite">
            {queue!.length} left{reviewed > 0 ? ` · ${reviewed} reviewed` : ''}
          </p>
          <ReviewCardView
            key={`${item.card.id}-${reviewed}`}
            card={item.card}
            revealed={revealed}
            cloze={clozeText}
          />
          <div className="review-actions">
            {revealed ? (
              <RatingButtons
                preview={previewCard(item.scheduling, shownAt)}
                now={shownAt}
                disabled={busy}
                onRate={(r) => void rate(r)}
              />
            ) : (
              <button
                type="button"
                className="button primary large review-show"
                aria-keyshortcuts="Space"
                onClick={() => setRevealed(true)}
              >
                Show answer <kbd>Space</kbd>
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
