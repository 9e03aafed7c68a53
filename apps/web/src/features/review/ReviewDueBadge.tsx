import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useReviewSource } from './review.session.ts';
import './review-badge.css';

/**
 * The sidebar's count of cards due for review in all of the learner's decks (a guest's: the deck on screen),
 * asked again on every navigation and every minute. Hidden at zero; the Deck screen says the number in words.
 * @example {to === '/deck' && <ReviewDueBadge />}
 */
export function ReviewDueBadge() {
  const source = useReviewSource();
  const { pathname } = useLocation();
  const [due, setDue] = useState(0);
  useEffect(() => {
    if (!source) return;
    let live = true;
    const refresh = () =>
      source.dueCounts().then(
        (counts) => live && setDue([...counts.values()].reduce((sum, n) => sum + n, 0)),
        () => live && setDue(0),
      );
    void refresh();
    const timer = setInterval(() => void refresh(), 60_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [source, pathname]);
  if (due === 0) return null;
  return (
    <span className="nav-due" aria-hidden="true" title={`${due} cards due for review`}>
      {due > 999 ? '999+' : due}
    </span>
  );
}
