import { api } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { client } from '../../lib/client.ts';
import { useUser } from '../account/account.ts';
import { onDueChanged } from './review-events.ts';
import './review-badge.css';

/**
 * Cards due in all decks. A signed-in learner's come from one light call; a guest's decks live in memory and
 * exist only after the Deck screen was opened, so the review code (the FSRS scheduler, the deck store) is
 * loaded for them only then: the badge keeps it out of every other page's first load.
 */
async function dueTotal(signedIn: boolean, deckVisited: boolean): Promise<number> {
  if (signedIn) {
    const answer = await client.call(api.review.counts);
    return answer.decks.reduce((sum, entry) => sum + entry.due, 0);
  }
  if (!deckVisited) return 0;
  const { guestReviewSourceOfPage } = await import('./review.session.ts');
  const counts = await guestReviewSourceOfPage.dueCounts();
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

/**
 * The sidebar's count of cards due for review in all of the learner's decks (a guest's: the deck on screen),
 * asked again on every navigation, after every rating and every minute. Hidden at zero; the Deck screen says the number in words.
 * @example {to === '/deck' && <ReviewDueBadge />}
 */
export function ReviewDueBadge() {
  const { fetched, user } = useUser();
  const { pathname } = useLocation();
  const [deckVisited, setDeckVisited] = useState(false);
  const [due, setDue] = useState(0);
  if (!deckVisited && pathname.startsWith('/deck')) setDeckVisited(true);
  useEffect(() => {
    if (!fetched) return;
    let live = true;
    const refresh = () =>
      dueTotal(Boolean(user), deckVisited).then(
        (total) => live && setDue(total),
        () => live && setDue(0),
      );
    void refresh();
    const timer = setInterval(() => void refresh(), 60_000);
    const unsubscribe = onDueChanged(() => void refresh());
    return () => {
      live = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [fetched, user, deckVisited, pathname]);
  if (due === 0) return null;
  return (
    <span className="nav-due" aria-hidden="true" title={`${due} cards due for review`}>
      {due > 999 ? '999+' : due}
    </span>
  );
}
