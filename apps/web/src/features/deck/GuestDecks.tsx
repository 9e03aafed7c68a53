import { errorText } from '@glossa/client';
import { useEffect, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { readJson, writeJson } from '../../lib/storage.ts';
import { useUser } from '../account/account.ts';
import { useVocabulary } from '../vocabulary/vocabulary.store.ts';
import { userDeckBackend } from './deck.start.ts';
import { mergeGuestDecks } from './guest-decks.merge.ts';
import { guestCardCount, localGuestDecks } from './guest-decks.storage.ts';

const cards = (count: number) => `${count} card${count === 1 ? '' : 's'}`;

/** "Not now" holds for this tab; "Keep them out" for this browser and account. */
const LATER_KEY = 'glossa.guestDecks.later';
const DECLINED_KEY = 'glossa.guestDecks.declined';

/**
 * Asked after signing up or in, when this browser holds cards made as a guest (after the guest words'
 * question, if any): add them to the account's decks, keep them out (they stay in this browser), or decide
 * later. An in-app dialog that says what each answer does.
 * @example <GuestDecksDialog /> // in the app shell
 */
export function GuestDecksDialog() {
  const { user } = useUser();
  const { guestWordsWaiting } = useVocabulary();
  const [waiting, setWaiting] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [later, setLaterState] = useState(() => readJson(LATER_KEY, (v) => v === true, 'session') ?? false);
  const userId = user?.id ?? null;
  useEffect(() => {
    const declined = readJson(DECLINED_KEY, (v) => (typeof v === 'string' ? v : undefined));
    setWaiting(userId && declined !== userId ? guestCardCount(localGuestDecks.load()) : 0);
  }, [userId]);
  if (!userId || waiting === 0 || later || guestWordsWaiting > 0) return null;

  const close = () => {
    writeJson(LATER_KEY, true, 'session');
    setLaterState(true);
  };
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await mergeGuestDecks(userDeckBackend, localGuestDecks);
      setWaiting(0);
      // The Deck screen shows the account's decks with the new cards.
      const { deckStore } = await import('./deck.session.ts');
      await deckStore.reload();
    } catch (caught) {
      setError(errorText(caught, 'The cards could not all be added. Try again.'));
      setWaiting(guestCardCount(localGuestDecks.load()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Add your decks to your account?"
      onClose={close}
      className="guest-words-dialog"
      footer={
        <>
          <button type="button" className="button ghost" onClick={close} disabled={busy}>
            Not now
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              writeJson(DECLINED_KEY, userId);
              setWaiting(0);
            }}
          >
            Keep them out
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={() => void add()}>
            Add {cards(waiting)}
          </button>
        </>
      }
    >
      <p>You made {cards(waiting)} in this browser before signing in.</p>
      <ul className="guest-words-choices">
        <li>
          <strong>Add them:</strong> each deck joins your account&apos;s deck of the same name (or a new one),
          on every device.
        </li>
        <li>
          <strong>Keep them out:</strong> your account stays as it is; the cards stay in this browser only.
        </li>
        <li>
          <strong>Not now:</strong> you will be asked again next time.
        </li>
      </ul>
      {error && (
        <p className="deck-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
