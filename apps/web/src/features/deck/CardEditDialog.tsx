import { api, type Card, type Deck, type DictionaryWord, type Locale } from '@glossa/contract';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../../lib/client.ts';
import { CardEditor } from './CardEditor.tsx';
import { fromCardSenses } from './deck.model.ts';
import { deckStore } from './deck.session.ts';

interface CardEditDialogProps {
  card: Card;
  decks: readonly Deck[];
  dictLanguage: Locale;
  onClose(): void;
}

/**
 * The card editor opened from a card row: the card's senses and examples, the word's dictionary senses to
 * toggle, and the deck it is in (another deck moves it there on Save).
 * @example <CardEditDialog card={card} decks={decks} dictLanguage="en_US" onClose={close} />
 */
export function CardEditDialog({ card, decks, dictLanguage, onClose }: CardEditDialogProps) {
  const [words, setWords] = useState<DictionaryWord[] | null>(null);
  useEffect(() => {
    let live = true;
    client
      .call(api.dictionary.words, {
        params: { written: card.written },
        query: { language: card.lang, lang: dictLanguage },
      })
      .then(
        (found) => live && setWords(found),
        (error: unknown) => {
          // Dictionary loading failures are only logged; the card's own senses stay editable.
          console.warn('Dictionary words could not be loaded:', error);
          if (live) setWords([]);
        },
      );
    return () => {
      live = false;
    };
  }, [card.written, card.lang, dictLanguage]);
  const loadExamples = useCallback(
    (senseId: number) =>
      client.call(api.dictionary.examples, { params: { id: senseId }, query: { lang: dictLanguage } }),
    [dictLanguage],
  );
  return (
    <CardEditor
      written={card.written}
      textLanguage={card.lang}
      dictLanguage={dictLanguage}
      words={words}
      loadExamples={loadExamples}
      initial={fromCardSenses(card.senses)}
      decks={decks}
      deckId={card.deck_id}
      saveLabel="Save"
      onSave={async (deckId, senses) => {
        await deckStore.updateCard(card.deck_id, card.id, senses, deckId ?? card.deck_id);
      }}
      onClose={onClose}
    />
  );
}
