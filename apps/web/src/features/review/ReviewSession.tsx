import type { ReviewItem, ReviewRating, VocabularyLanguage } from '@glossa/contract';
import { REVIEW_LEARNED_DAYS, REVIEW_RATINGS } from '@glossa/contract';
import { errorText } from '@glossa/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadKoreanFontRules } from '../../lib/fonts.ts';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';
import { RatingButtons } from './RatingButtons.tsx';
import { notifyDueChanged } from './review-events.ts';
import { ReviewCardView } from './ReviewCardView.tsx';
import {
  afterRating,
  queueCounts,
  shownItem,
  startQueue,
  suggestsLearned,
  type ReviewQueue,
} from './review.queue.ts';
import { blankedExample, formatInterval, previewCard } from './review.scheduler.ts';
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
  /** Told how many cards are due now (the queue's count), whenever it changes. */
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
 * Again/Hard/Good/Easy (keys 1-4, or Enter and Space on a button reached with Tab) with the wait each gives.
 * A card due again within minutes stays in the session and comes back once due (or sooner when the learner
 * chooses to learn ahead); the header's due count and the progress are counted from the same queue. A rating giving 21 days or more suggests marking the word Learned; nothing is marked
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
  const [queue, setQueue] = useState<ReviewQueue | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [shownAt, setShownAt] = useState(() => new Date());
  // The time the queue is looked at: moved on when a rating is saved and when a waiting card falls due.
  const [now, setNow] = useState(() => new Date());
  const [learnAhead, setLearnAhead] = useState(false);
  const [batch, setBatch] = useState(0);

  useEffect(() => {
    let live = true;
    setQueue(null);
    setRevealed(false);
    setFailure(null);
    setLearnAhead(false);
    source
      .load(deckId, practice)
      .then(async (loaded) => {
        await koreanFontRules(loaded.items);
        return loaded;
      })
      .then(
        (loaded) => {
          if (!live) return;
          const at = new Date();
          if (practice) onDueCount(loaded.dueCount);
          setQueue(startQueue(loaded.items, loaded.dueCount, at, practice));
          setNow(at);
          setShownAt(at);
        },
        (error: unknown) => live && setFailure(errorText(error, 'The cards could not be loaded.')),
      );
    return () => {
      live = false;
    };
  }, [deckId, source, practice, batch, onDueCount]);
  useEffect(() => setReviewed(0), [deckId, source, practice]);

  const counts = queue ? queueCounts(queue, now, practice) : null;
  const item = queue ? shownItem(queue, now, practice, learnAhead) : null;

  // The header's due count is the queue's (one source); practice shows the deck's real due count, unchanged.
  const dueNow = counts && !practice ? counts.due : null;
  useEffect(() => {
    if (dueNow !== null) onDueCount(dueNow);
  }, [dueNow, onDueCount]);

  // A card waiting for its learning step is shown once it is due.
  const nextDue = item ? null : (counts?.nextDue ?? null);
  useEffect(() => {
    if (nextDue === null) return;
    const timer = setTimeout(
      () => {
        const at = new Date();
        setNow(at);
        setShownAt(at);
      },
      Math.max(0, nextDue - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [nextDue]);

  // The batch was capped: the rest of the due cards are asked for once it is done.
  const moreDue =
    queue !== null && item === null && counts !== null && counts.later === 0 && queue.extraDue > 0;
  useEffect(() => {
    if (moreDue) setBatch((n) => n + 1);
  }, [moreDue]);

  const rate = useCallback(
    async (rating: ReviewRating) => {
      if (!item || !revealed || busy) return;
      setBusy(true);
      const at = new Date();
      try {
        const result = await source.rate(item, rating, practice, at);
        if (!practice && suggestsLearned(at.toISOString(), result.scheduling.due, REVIEW_LEARNED_DAYS)) {
          const { written, lang } = item.card;
          if (vocabulary.statusOf(written, lang) !== 'learned') {
            const days = Math.round((Date.parse(result.scheduling.due) - at.getTime()) / 86_400_000);
            setSuggestion({ written, lang, days });
          }
        }
        if (!practice) notifyDueChanged();
        const after = new Date();
        setQueue((current) =>
          current ? afterRating(current, item, rating, result, after, practice) : current,
        );
        setNow(after);
        setLearnAhead(false);
        setReviewed((n) => n + 1);
        setRevealed(false);
        setShownAt(after);
        setFailure(null);
      } catch (error) {
        setFailure(errorText(error, 'The rating could not be saved. Try again.'));
      } finally {
        setBusy(false);
      }
    },
    [item, revealed, busy, source, practice, vocabulary],
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
        // A focused control (a rating button reached with Tab, a link) does what it says on Enter and Space.
        if (target?.closest('button, a[href], [role="button"], [role="tab"]')) return;
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

  // Focus follows the review: the Show answer button on each front, the card on its back (Tab then reaches
  // the ratings), the end's message when the session is done.
  const showButton = useRef<HTMLButtonElement>(null);
  const cardRegion = useRef<HTMLDivElement>(null);
  const doneBox = useRef<HTMLDivElement>(null);
  const itemId = item?.card.id ?? null;
  const loaded = queue !== null;
  useEffect(() => {
    if (!loaded) return;
    if (itemId === null) doneBox.current?.focus({ preventScroll: true });
    else if (revealed) cardRegion.current?.focus({ preventScroll: true });
    else showButton.current?.focus({ preventScroll: true });
  }, [loaded, itemId, revealed, reviewed]);

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
  const waiting = queue !== null && item === null && counts !== null && counts.later > 0;

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
      {waiting && (
        <div className="card review-done review-waiting" role="status" tabIndex={-1} ref={doneBox}>
          <p className="review-done-title">No card is due right now.</p>
          <p className="muted">
            {counts.later === 1 ? '1 card comes' : `${counts.later} cards come`} back in{' '}
            {formatInterval((counts.nextDue ?? now.getTime()) - now.getTime())}
            {reviewed > 0 ? ` · ${reviewed} reviewed` : ''}.
          </p>
          <button type="button" className="button" onClick={() => setLearnAhead(true)}>
            Learn ahead: review it now
          </button>
        </div>
      )}
      {queue !== null && item === null && !waiting && !moreDue && (
        <div className="card review-done" role="status" tabIndex={-1} ref={doneBox}>
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
      {item && counts && (
        <>
          <p className="review-progress muted" aria-live="polite">
            {learnAhead && Date.parse(item.scheduling.due) > now.getTime()
              ? 'Learning ahead'
              : `${counts.due} left`}
            {counts.later > 0 ? ` · ${counts.later} later` : ''}
            {reviewed > 0 ? ` · ${reviewed} reviewed` : ''}
          </p>
          <div className="review-card-focus" tabIndex={-1} ref={cardRegion}>
            <ReviewCardView
              key={`${item.card.id}-${reviewed}`}
              card={item.card}
              revealed={revealed}
              cloze={clozeText}
            />
          </div>
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
                ref={showButton}
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
