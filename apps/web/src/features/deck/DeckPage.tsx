import type { Card } from '@glossa/contract';
import { errorText } from '@glossa/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSettings } from '../../app/settings/SettingsProvider.tsx';
import { ensureKoreanFont } from '../../lib/fonts.ts';
import { useMediaQuery } from '../../lib/hooks/useMediaQuery.ts';
import { useUser } from '../account/account.ts';
import { ReviewEntry } from '../review/ReviewEntry.tsx';
import { CardEditDialog } from './CardEditDialog.tsx';
import { CardRow } from './CardRow.tsx';
import { assignSides, filterCards, splitColumns, type Side } from './deck.model.ts';
import { deckStore, useDecks } from './deck.session.ts';
import { DeckSelector } from './DeckSelector.tsx';
import { useUndoableDelete, type PendingDelete } from './useUndoableDelete.ts';
import './deck.css';

/** Two columns from this window width. */
const TWO_COLUMNS_QUERY = '(min-width: 1088px)';
/**
 * Rows rendered at first: more than a 1440 px tall window shows (a collapsed card is about 65 px with its gap,
 * two columns of 24), so that a 5,000-card deck or a search over it renders one screen, not the whole list.
 */
const ROWS_FIRST = 48;
/** Rows added each time the list's end comes within `MORE_MARGIN` of the window. */
const ROWS_STEP = 96;
/** How near the list's end may come before more rows are added: about half a window. */
const MORE_MARGIN = '400px';

/**
 * The Deck screen: the deck chooser, count and search in the header, the guests' banner, the
 * cards in one or two columns, each expanding to its senses and examples; edit and delete per card.
 * @example { path: 'deck', lazy: () => import('./DeckPage.tsx') } // a route of app/router.tsx
 */
export default function DeckPage() {
  const state = useDecks();
  const { fetched, user } = useUser();
  const { settings } = useSettings();
  const twoColumns = useMediaQuery(TWO_COLUMNS_QUERY);
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Card | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // How many rows are rendered, for the deck and search they were counted for: a new deck or search starts at
  // the top again, decided while rendering (an effect would first render the old count of a new list).
  const [rowWindow, setRowWindow] = useState({ key: '', rows: ROWS_FIRST });

  const deck = state.decks.find((d) => d.id === state.selectedId) ?? null;
  // A card deleted with Undo still possible is off the list already (useUndoableDelete).
  const commitDelete = useCallback(
    (deleted: PendingDelete) =>
      deckStore
        .deleteCard(deleted.deckId, deleted.cardId)
        .catch((error: unknown) => setFailure(errorText(error, 'The card could not be deleted.'))),
    [],
  );
  const deletion = useUndoableDelete(commitDelete);
  const { remove } = deletion;
  const hidden = deletion.pending?.cardId ?? null;
  const infos = useMemo(
    () =>
      hidden === null || !state.cardInfos
        ? state.cardInfos
        : state.cardInfos.filter((info) => info.id !== hidden),
    [state.cardInfos, hidden],
  );
  const filtered = useMemo(() => filterCards(infos ?? [], search), [infos, search]);
  // Sides are given on first appearance and kept for the deck's life on screen (a new deck starts over).
  const sides = useRef<{ deckId: number | null; map: Map<number, Side> }>({ deckId: null, map: new Map() });
  if (sides.current.deckId !== state.selectedId) sides.current = { deckId: state.selectedId, map: new Map() };
  assignSides(sides.current.map, infos ?? []);
  const windowKey = `${state.selectedId ?? ''}\u0000${search}`;
  const shown = rowWindow.key === windowKey ? rowWindow.rows : ROWS_FIRST;
  const visible = filtered.length > shown ? filtered.slice(0, shown) : filtered;
  const columns = splitColumns(visible, sides.current.map, twoColumns);

  // More rows as the end of the list comes near. A new observer after each addition reports at once whether
  // the end is still near (one kept observer would not fire again while its target stays in the margin).
  const sentinel = useRef<HTMLDivElement>(null);
  const more = filtered.length > shown;
  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setRowWindow((current) => ({
          key: windowKey,
          rows: (current.key === windowKey ? current.rows : ROWS_FIRST) + ROWS_STEP,
        }));
      },
      { rootMargin: MORE_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, windowKey, shown]);

  // Korean cards need the Korean web font on machines without one (the analysed text loads it elsewhere).
  useEffect(() => {
    if (infos)
      ensureKoreanFont(
        infos
          .slice(0, 500)
          .map((info) => info.written)
          .join(''),
      );
  }, [infos]);
  useEffect(() => {
    for (const card of state.cards.values()) ensureKoreanFont(card.written, card.lang);
  }, [state.cards]);

  // For `npm run bench:deck`: the card infos are on screen (the first animation frame after React committed).
  useEffect(() => {
    if (!infos) return;
    const frame = requestAnimationFrame(() => performance.mark('glossa:deck-rendered'));
    return () => cancelAnimationFrame(frame);
  }, [infos]);
  useEffect(() => {
    if (!infos) return;
    const frame = requestAnimationFrame(() => performance.mark('glossa:deck-filtered'));
    return () => cancelAnimationFrame(frame);
  }, [infos, search]);

  const onToggle = useCallback((cardId: number) => {
    deckStore
      .toggle(cardId)
      .catch((error: unknown) => setFailure(errorText(error, 'The card could not be loaded.')));
  }, []);
  const onEdit = useCallback((cardId: number) => {
    deckStore
      .fetchCard(cardId)
      .then(setEditing, (error: unknown) => setFailure(errorText(error, 'The card could not be loaded.')));
  }, []);
  const onDelete = useCallback(
    (cardId: number) => {
      if (state.selectedId === null) return;
      const written = infos?.find((info) => info.id === cardId)?.written ?? '';
      remove({ deckId: state.selectedId, cardId, written });
    },
    [state.selectedId, infos, remove],
  );

  const error = failure ?? state.error;
  return (
    <section className="page deck-page">
      <div className="deck-header">
        <h1>
          Deck:{' '}
          <button
            type="button"
            className="deck-name-button"
            aria-haspopup="dialog"
            aria-label={`Deck: ${deck?.name ?? 'None'}. Choose a deck`}
            onClick={() => setChoosing(true)}
          >
            {deck?.name ?? 'None'}
          </button>
        </h1>
        <span className="badge deck-count">{infos?.length ?? deck?.card_count ?? 0} cards</span>
        <ReviewEntry deckId={state.selectedId} revision={infos} />
        <input
          type="search"
          className="deck-search"
          placeholder="Search cards..."
          aria-label="Search cards"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      {fetched && !user && (
        <p className="deck-banner" role="note">
          Your decks are kept in this browser only. To keep your decks saved across sessions, please log in.
        </p>
      )}
      {deletion.pending && (
        <p className="deck-undo" role="status">
          <span>
            Deleted <strong>{deletion.pending.written}</strong>.
          </span>
          <button type="button" className="button small" onClick={deletion.undo}>
            Undo
          </button>
        </p>
      )}
      {error && (
        <p className="deck-error" role="alert">
          {error}
        </p>
      )}

      {state.decksLoaded && infos !== null && infos.length === 0 ? (
        <div className="card deck-empty">
          <p className="deck-empty-title">Looks like you haven&apos;t created any cards.</p>
          <p className="muted">Go to any word&apos;s detail and click + to add your first one.</p>
        </div>
      ) : infos === null ? (
        <div className="page-loading" role="status" aria-label="Loading cards" />
      ) : filtered.length === 0 ? (
        <p className="muted deck-no-match">No card matches &quot;{search.trim()}&quot;.</p>
      ) : (
        <div className={`deck-columns${twoColumns ? ' is-two' : ''}`}>
          {columns.map((column, i) => (
            <ul
              key={i}
              className="deck-column"
              aria-label={twoColumns ? (i === 0 ? 'Left column' : 'Right column') : 'Cards'}
            >
              {column.map((info) => (
                <CardRow
                  key={info.id}
                  info={info}
                  expanded={state.expanded.has(info.id)}
                  card={state.cards.get(info.id)}
                  onToggle={onToggle}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          ))}
        </div>
      )}
      {more && <div ref={sentinel} className="deck-more" aria-hidden="true" />}

      {choosing && (
        <DeckSelector
          decks={state.decks}
          selectedId={state.selectedId}
          onSelect={(id) => void deckStore.select(id, false)}
          onClose={() => setChoosing(false)}
        />
      )}
      {editing && (
        <CardEditDialog
          card={editing}
          decks={state.decks}
          dictLanguage={settings.dictionaryLanguage}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
