import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** EPUB reader (a later release). */
export default function ReaderPage() {
  return (
    <PlaceholderPage title="Reader">
      <p>Open an EPUB book, analyse a page and click any word for its meaning.</p>
    </PlaceholderPage>
  );
}
