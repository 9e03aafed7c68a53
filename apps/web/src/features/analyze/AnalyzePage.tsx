import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Analyze: paste text and read it word by word (the screen arrives with the analysis engines). */
export default function AnalyzePage() {
  return (
    <PlaceholderPage title="Analyze">
      <p>
        Paste up to 1000 characters of Korean, English or French and Glossa will split it into words, show
        each word&apos;s headword, morphemes and dictionary senses, and colour every word by how well you know
        it.
      </p>
    </PlaceholderPage>
  );
}
