import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Word of the day (a later release). */
export default function DailyPage() {
  return (
    <PlaceholderPage title="Daily">
      <p>A new word every day with a picture, its senses and examples, and a 30-day history.</p>
    </PlaceholderPage>
  );
}
