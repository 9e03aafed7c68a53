import type { Deck, DeckBodyInput } from '@glossa/contract';
import { errorText } from '@glossa/client';
import { EditIcon, TrashIcon } from '@glossa/ui';
import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { deckStore } from './deck.session.ts';

interface DeckSelectorProps {
  decks: readonly Deck[];
  selectedId: number | null;
  onSelect(deckId: number): void;
  onClose(): void;
}

type Dialog = { kind: 'new' } | { kind: 'edit'; deck: Deck } | { kind: 'delete'; deck: Deck } | null;

/**
 * The deck selector: "Your Decks", each deck to choose, rename or delete, "New Deck"
 * and "Done".
 * @example <DeckSelector decks={decks} selectedId={id} onSelect={select} onClose={close} />
 */
export function DeckSelector({ decks, selectedId, onSelect, onClose }: DeckSelectorProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <>
      <Modal
        title="Your Decks"
        onClose={onClose}
        className="deck-selector"
        footer={
          <>
            <button type="button" className="button" onClick={() => setDialog({ kind: 'new' })}>
              New Deck
            </button>
            <button type="button" className="button primary" onClick={onClose}>
              Done
            </button>
          </>
        }
      >
        {decks.length === 0 ? (
          <p className="muted">No decks yet. Click &quot;New Deck&quot; to make one.</p>
        ) : (
          <ul className="deck-choices" role="radiogroup" aria-label="Decks">
            {decks.map((deck) => (
              <li key={deck.id} className={deck.id === selectedId ? 'is-selected' : undefined}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={deck.id === selectedId}
                  className="deck-choice"
                  onClick={() => onSelect(deck.id)}
                >
                  <span className="deck-choice-name">{deck.name}</span>
                  {deck.description && (
                    <span className="deck-choice-description muted">{deck.description}</span>
                  )}
                  <span className="badge">{deck.card_count} cards</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Rename ${deck.name}`}
                  onClick={() => setDialog({ kind: 'edit', deck })}
                >
                  <EditIcon width="18" height="18" />
                </button>
                <button
                  type="button"
                  className="icon-button deck-delete"
                  aria-label={`Delete ${deck.name}`}
                  onClick={() => setDialog({ kind: 'delete', deck })}
                >
                  <TrashIcon width="18" height="18" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {dialog?.kind === 'new' && (
        <DeckForm
          title="New Deck"
          submitLabel="Create"
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            const deck = await deckStore.createDeck(body);
            onSelect(deck.id);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <DeckForm
          title="Edit Deck"
          submitLabel="Save"
          initial={dialog.deck}
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            await deckStore.renameDeck(dialog.deck.id, body);
          }}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteDeck deck={dialog.deck} onClose={() => setDialog(null)} />}
    </>
  );
}

/**
 * The new-deck and deck-edit dialog: Create or Save disabled while the name is blank; name
 * and description trimmed, an empty description omitted.
 */
function DeckForm(props: {
  title: string;
  submitLabel: string;
  initial?: Deck;
  onSubmit(body: DeckBodyInput): Promise<void>;
  onClose(): void;
}) {
  const [name, setName] = useState(props.initial?.name ?? '');
  const [description, setDescription] = useState(props.initial?.description ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = name.trim() === '';
  const submit = async () => {
    if (blank || busy) return;
    setBusy(true);
    setError(null);
    try {
      const trimmed = description.trim();
      await props.onSubmit({ name: name.trim(), ...(trimmed ? { description: trimmed } : {}) });
      props.onClose();
    } catch (caught) {
      setError(errorText(caught, 'The deck could not be saved.'));
      setBusy(false);
    }
  };
  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      className="deck-form"
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" form="deck-form" className="button primary" disabled={blank || busy}>
            {props.submitLabel}
          </button>
        </>
      }
    >
      <form
        id="deck-form"
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
        </label>
        <label className="field">
          Description (optional)
          <textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={3}
            maxLength={1000}
          />
        </label>
        {error && (
          <p className="deck-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** Deleting a deck takes its cards with it: asked first, in the app (never the browser's confirm). */
function DeleteDeck({ deck, onClose }: { deck: Deck; onClose(): void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      title="Delete deck?"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button danger"
            onClick={() =>
              deckStore
                .deleteDeck(deck.id)
                .then(onClose, (caught: unknown) =>
                  setError(errorText(caught, 'The deck could not be deleted.')),
                )
            }
          >
            Delete
          </button>
        </>
      }
    >
      <p>
        Delete <strong>{deck.name}</strong> and its {deck.card_count} cards? This cannot be undone.
      </p>
      {error && (
        <p className="deck-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
