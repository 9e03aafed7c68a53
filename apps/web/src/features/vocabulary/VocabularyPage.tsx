import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Vocabulary: the learner's words with their status (the screen arrives with the personal vocabulary). */
export default function VocabularyPage() {
  return (
    <PlaceholderPage title="Vocabulary">
      <p>
        Every word you mark as ignored, seen or learned, searchable and sortable, synced across your devices,
        with import and export.
      </p>
    </PlaceholderPage>
  );
}
