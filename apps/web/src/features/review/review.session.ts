import type { Card } from '@glossa/contract';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../../lib/client.ts';
import { useUser } from '../account/account.ts';
import { deckStore } from '../deck/deck.session.ts';
import { onDueChanged } from './review-events.ts';
import { apiReviewSource, guestReviewSource, type ReviewSource } from './review.source.ts';

/** The signed-in user's review source (the server). */
export const userReviewSource = apiReviewSource(client);

/**
 * The guest's review states: in this module's memory for the page's life, over the guest's in-memory decks
 * (the deck store), like those gone on reload.
 */
export const guestReviewSourceOfPage = guestReviewSource({
  async cardsOf(deckId) {
    const state = deckStore.getState();
    if (state.selectedId !== deckId || state.cardInfos === null) await deckStore.select(deckId);
    const infos = deckStore.getState().cardInfos ?? [];
    const cards: Card[] = [];
    for (const info of infos) cards.push(await deckStore.fetchCard(info.id));
    return cards;
  },
  knownCards() {
    const { selectedId, cardInfos } = deckStore.getState();
    const known = new Map<number, readonly number[]>();
    if (selectedId !== null && cardInfos)
      known.set(
        selectedId,
        cardInfos.map((info) => info.id),
      );
    return known;
  },
});

/**
 * The review source of whoever is using the app, null until the user is known.
 * @example const source = useReviewSource(); if (source) await source.load(deckId, false);
 */
export function useReviewSource(): ReviewSource | null {
  const { fetched, user } = useUser();
  if (!fetched) return null;
  return user ? userReviewSource : guestReviewSourceOfPage;
}

/**
 * How many cards of a deck are due now; asked again when `revision` changes (cards added or removed). A null
 * `revision` means the deck's cards are still loading: the count is asked once they are there, not twice and
 * not beside the card infos' own request.
 * @example const due = useDueCount(deckId, cardInfos);
 */
export function useDueCount(deckId: number | null, revision: unknown): number | null {
  const source = useReviewSource();
  const [due, setDue] = useState<number | null>(null);
  const refresh = useCallback(() => {
    if (!source || deckId === null) return;
    source.dueCounts().then(
      (counts) => setDue(counts.get(deckId) ?? 0),
      () => setDue(null),
    );
  }, [source, deckId]);
  useEffect(() => {
    setDue(null);
    if (revision !== null) refresh();
  }, [refresh, revision]);
  // Cards fall due while the screen stays open, and ratings change them.
  useEffect(() => {
    const timer = setInterval(refresh, 60_000);
    const unsubscribe = onDueChanged(refresh);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [refresh]);
  return due;
}
