import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Dictionary search (the screen arrives with the dictionaries). */
export default function DictionaryPage() {
  return (
    <PlaceholderPage title="Dictionary">
      <p>Search the installed dictionaries by word or translation, with senses, definitions and examples.</p>
    </PlaceholderPage>
  );
}
