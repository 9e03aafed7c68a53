import type { AddToDeckRequest } from '@glossa/ui';
import { CardEditor } from './CardEditor.tsx';
import { closeCardCreator } from './card-creator.request.ts';
import { deckStore, useDecks } from './deck.session.ts';

/**
 * The card creator for the word whose "+" was pressed: a new card in the selected deck (or the one chosen in
 * the footer). A new word starts a new creator (the key), never one half-filled for another word.
 * @example <CardCreator request={request} />
 */
export default function CardCreator({ request }: { request: AddToDeckRequest }) {
  const { decks, selectedId, decksLoaded } = useDecks();
  if (!decksLoaded) return null;
  return (
    <CardEditor
      key={`${request.written}\u0000${request.textLanguage}`}
      written={request.written}
      textLanguage={request.textLanguage}
      dictLanguage={request.dictLanguage}
      words={request.words}
      loadExamples={request.loadExamples}
      initial={[]}
      preselect={request.senseId ?? null}
      decks={decks}
      deckId={selectedId}
      saveLabel="Add Card"
      onSave={async (deckId, senses) => {
        await deckStore.createCard(deckId, { written: request.written, lang: request.textLanguage, senses });
      }}
      onClose={closeCardCreator}
    />
  );
}
