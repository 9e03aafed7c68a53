/** Release history shown on /changelog (releases 1 to 6, v6 on 2025-07-18). */
export type ChangeType = 'Feature' | 'Enhancement' | 'Fix' | 'Critical';

export interface Release {
  version: number;
  date: string;
  changes: { type: ChangeType; text: string }[];
}

export const RELEASES: readonly Release[] = [
  {
    version: 6,
    date: '2025-07-18',
    changes: [
      { type: 'Feature', text: 'EPUB reader: analyse a page of a book and click any word for its meaning.' },
      { type: 'Enhancement', text: 'Daily word now keeps a 30-day history with pictures.' },
      { type: 'Fix', text: 'Decks no longer lose the selected deck after deleting another one.' },
    ],
  },
  {
    version: 5,
    date: '2025-05-30',
    changes: [
      { type: 'Feature', text: 'Anki add-on: sign in and sync your decks to Anki.' },
      { type: 'Enhancement', text: 'Conversation examples alternate between two speakers.' },
      { type: 'Critical', text: 'Sessions are revoked everywhere when a refresh token is reused.' },
    ],
  },
  {
    version: 4,
    date: '2025-03-28',
    changes: [
      { type: 'Feature', text: 'Chrome extension: select text on any page and analyse it.' },
      { type: 'Enhancement', text: 'Vocabulary import and export as JSON or CSV.' },
      { type: 'Fix', text: 'Korean irregular verbs resolve to the right headword.' },
    ],
  },
  {
    version: 3,
    date: '2025-01-20',
    changes: [
      { type: 'Feature', text: 'Flashcard decks built from any word’s senses and examples.' },
      { type: 'Enhancement', text: 'Underline and zen annotation styles.' },
    ],
  },
  {
    version: 2,
    date: '2024-11-15',
    changes: [
      { type: 'Feature', text: 'French and English texts can be analysed.' },
      { type: 'Enhancement', text: 'Dark theme.' },
      { type: 'Fix', text: 'Words next to punctuation are matched in the text again.' },
    ],
  },
  {
    version: 1,
    date: '2024-09-02',
    changes: [
      { type: 'Feature', text: 'First release: Korean analysis, word colouring and a personal vocabulary.' },
    ],
  },
];
