import { useState } from 'react';
import { useLocation } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { readJson, writeJson } from '../../lib/storage.ts';
import { useVocabulary } from './vocabulary.store.ts';

const words = (count: number) => `${count} word${count === 1 ? '' : 's'}`;

/** "Not now" holds for this tab: the Vocabulary screen asks from then on, not a dialog on every page. */
const LATER_KEY = 'glossa.guestWords.later';

/**
 * Asked once after signing in, when this browser holds words marked as a guest: an in-app dialog that says
 * what each answer does (no native confirm, which some browsers dismiss silently). "Not now" leaves the
 * question to the Vocabulary screen while the words remain.
 * @example <GuestWordsDialog /> // in the app shell
 */
export function GuestWordsDialog() {
  const { guestWordsWaiting, mergeGuestWords, declineGuestWords } = useVocabulary();
  const { pathname } = useLocation();
  const [later, setLaterState] = useState(() => readJson(LATER_KEY, (v) => v === true, 'session') ?? false);
  const setLater = () => {
    writeJson(LATER_KEY, true, 'session');
    setLaterState(true);
  };
  // On the Vocabulary screen the banner asks.
  if (guestWordsWaiting === 0 || later || pathname === '/vocabulary') return null;
  return (
    <Modal
      title="Add your words to your account?"
      onClose={setLater}
      className="guest-words-dialog"
      footer={
        <>
          <button type="button" className="button ghost" onClick={setLater}>
            Not now
          </button>
          <button type="button" className="button" onClick={declineGuestWords}>
            Keep them out
          </button>
          <button type="button" className="button primary" onClick={() => void mergeGuestWords()}>
            Add {words(guestWordsWaiting)}
          </button>
        </>
      }
    >
      <p>You marked {words(guestWordsWaiting)} in this browser before signing in.</p>
      <ul className="guest-words-choices">
        <li>
          <strong>Add them:</strong> they join your account&apos;s vocabulary on every device; where a word is
          already there, the newer status wins.
        </li>
        <li>
          <strong>Keep them out:</strong> your account stays as it is; the words stay in this browser only.
        </li>
        <li>
          <strong>Not now:</strong> decide later on the Vocabulary screen.
        </li>
      </ul>
    </Modal>
  );
}

/**
 * The same question on the Vocabulary screen, for as long as the guest words wait for an answer.
 * @example <GuestWordsBanner />
 */
export function GuestWordsBanner() {
  const { guestWordsWaiting, mergeGuestWords, declineGuestWords } = useVocabulary();
  if (guestWordsWaiting === 0) return null;
  return (
    <div className="card guest-words-banner" role="region" aria-label="Words from before you signed in">
      <p>
        {words(guestWordsWaiting)} you marked before signing in {guestWordsWaiting === 1 ? 'is' : 'are'} not
        in your account yet.
      </p>
      <div className="guest-words-actions">
        <button type="button" className="button small" onClick={declineGuestWords}>
          Keep them out
        </button>
        <button type="button" className="button small primary" onClick={() => void mergeGuestWords()}>
          Add them
        </button>
      </div>
    </div>
  );
}
