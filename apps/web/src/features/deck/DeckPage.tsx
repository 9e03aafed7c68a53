import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Flashcard decks (a later release). */
export default function DeckPage() {
  return (
    <PlaceholderPage title="Deck">
      <p>Build flashcard decks from any word&apos;s senses and examples, and study them here or in Anki.</p>
    </PlaceholderPage>
  );
}
