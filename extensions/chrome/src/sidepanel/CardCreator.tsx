import type { CardSense, Deck } from '@glossa/contract';
import { gloss, type AddToDeckRequest } from '@glossa/ui';
import { useEffect, useMemo, useState } from 'react';
import { send } from '../messages.ts';
import { setCardRequest } from './card-request.ts';

/** The name offered for a learner's first deck (the web app's default deck is named the same). */
export const FIRST_DECK_NAME = 'Glossa';

interface CardCreatorProps {
  word: AddToDeckRequest;
  signedIn: boolean;
  /** The server's sign-in page for the extension. */
  signInUrl: string;
}

/**
 * The side panel's compact card creator: a deck (the learner's list, or a first one made here), the word's
 * dictionary senses ticked on or off, Add. Signed out it says why it cannot: the extension's decks are the
 * account's (there are no guest decks here, unlike the web app's in-memory ones).
 * @example <CardCreator word={request} signedIn signInUrl={url} />
 */
export function CardCreator({ word, signedIn, signInUrl }: CardCreatorProps) {
  const close = () => setCardRequest(null);
  return (
    <section className="card panel-creator" aria-label={`Add ${word.written} to a deck`}>
      <header className="panel-creator-head">
        <h2 lang={word.textLanguage.slice(0, 2)}>{word.written}</h2>
        <button type="button" className="button secondary small" onClick={close}>
          Close
        </button>
      </header>
      {signedIn ? (
        <CreatorForm word={word} onClose={close} />
      ) : (
        <p role="status">
          Sign in to add words to your decks: the extension keeps them in your Glossa account.{' '}
          <a className="button small" href={signInUrl} target="_blank" rel="noreferrer">
            Sign in
          </a>
        </p>
      )}
    </section>
  );
}

function CreatorForm({ word, onClose }: { word: AddToDeckRequest; onClose(): void }) {
  const [decks, setDecks] = useState<Deck[] | null>(null);
  const [deckId, setDeckId] = useState<number | null>(null);
  const [newName, setNewName] = useState(FIRST_DECK_NAME);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const senses = useMemo(
    () =>
      word.words.flatMap((entry) =>
        entry.senses.map((sense) => ({
          id: sense.id,
          ...gloss(sense, word.dictLanguage, word.textLanguage),
        })),
      ),
    [word],
  );
  // The sense the learner had open in the word detail starts ticked, else the first: one click on Add.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => {
    const reading = senses.find((sense) => sense.id === word.senseId) ?? senses[0];
    return new Set(reading ? [reading.id] : []);
  });

  useEffect(() => {
    let live = true;
    send('decks').then(
      (list) => {
        if (!live) return;
        setDecks(list);
        setDeckId(list[0]?.id ?? null);
      },
      (caught: unknown) => live && setError(messageOf(caught)),
    );
    return () => {
      live = false;
    };
  }, []);

  const toggle = (id: number) =>
    setTicked((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const makeDeck = async () => {
    setBusy(true);
    setError(null);
    try {
      const deck = await send('createDeck', { name: newName });
      setDecks((list) => [...(list ?? []), deck]);
      setDeckId(deck.id);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const chosen: CardSense[] = senses
    .filter((sense) => ticked.has(sense.id))
    .map((sense) => ({
      sense_id: sense.id,
      translation: sense.translation,
      definition: sense.definition,
      examples: [],
    }));
  const save = async () => {
    if (deckId === null || chosen.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const card = await send('createCard', {
        deckId,
        card: { written: word.written, lang: word.textLanguage, senses: chosen },
      });
      setAdded(decks?.find((deck) => deck.id === deckId)?.name ?? 'the deck');
      // A negative id: the service worker kept the card, the server has not got it yet.
      setQueued(card.id < 0);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  if (added !== null) {
    return (
      <div className="panel-creator-done" role="status">
        <p>
          Added to <strong>{added}</strong>.
          {queued && (
            <span className="muted">
              {' '}
              Kept in the extension: it goes to your account when Glossa can be reached.
            </span>
          )}
        </p>
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    );
  }
  if (decks === null) return <p className="muted">{error ?? 'Loading your decks…'}</p>;

  return (
    <div className="panel-creator-form">
      {decks.length === 0 ? (
        <form
          className="panel-creator-newdeck"
          onSubmit={(event) => {
            event.preventDefault();
            if (newName.trim()) void makeDeck();
          }}
        >
          <p>You have no deck yet. Make one:</p>
          <label>
            <span className="visually-hidden">Deck name</span>
            <input value={newName} maxLength={100} onChange={(event) => setNewName(event.target.value)} />
          </label>
          <button type="submit" className="button secondary" disabled={busy || !newName.trim()}>
            Create deck
          </button>
        </form>
      ) : (
        <label className="panel-creator-deck">
          Deck
          <select value={deckId ?? ''} onChange={(event) => setDeckId(Number(event.target.value))}>
            {decks.map((deck) => (
              <option key={deck.id} value={deck.id}>
                {deck.name} ({deck.card_count})
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="panel-creator-senses">
        <legend>Senses to keep</legend>
        {senses.length === 0 && <p className="muted">This word has no senses in the dictionary.</p>}
        {senses.map((sense) => (
          <label key={sense.id} className="panel-creator-sense">
            <input type="checkbox" checked={ticked.has(sense.id)} onChange={() => toggle(sense.id)} />
            <span>
              {sense.translation && <strong>{sense.translation}</strong>}
              {sense.translation && sense.definition && ' — '}
              {sense.definition}
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="panel-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={busy || deckId === null || chosen.length === 0}
        onClick={() => void save()}
      >
        Add card
      </button>
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
