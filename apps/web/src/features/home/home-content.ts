/** The Home page's fixed content: the nine key features, the companion products, the links. */

export type FeatureIcon =
  'translate' | 'palette' | 'filter' | 'senses' | 'list' | 'grammar' | 'daily' | 'deck' | 'book';

export const FEATURES: readonly { icon: FeatureIcon; title: string; text: string }[] = [
  {
    icon: 'translate',
    title: 'Vocabulary analysis with translations',
    text: 'Paste Korean, English or French and see every word with its headword and translations.',
  },
  {
    icon: 'palette',
    title: 'Colour highlights',
    text: 'Known and unknown words stand out at a glance, in boxes, underlines or soft backgrounds.',
  },
  {
    icon: 'filter',
    title: 'Filter out known words',
    text: 'Colour only what you still have to learn and read the rest undisturbed.',
  },
  {
    icon: 'senses',
    title: 'Multi-sense definitions with examples',
    text: 'Every sense with its definition, and examples as fragments, sentences and conversations.',
  },
  {
    icon: 'list',
    title: 'Personal vocabulary list',
    text: 'Mark words as seen, learned or ignored; your list follows you on every device once you sign in.',
  },
  {
    icon: 'grammar',
    title: 'Grammar structure analysis',
    text: 'Words split into morphemes with readable part-of-speech names, particles and endings included.',
  },
  {
    icon: 'daily',
    title: 'A daily word',
    text: 'One new word a day with a picture, and the last 30 days to look back on.',
  },
  {
    icon: 'deck',
    title: 'Vocabulary decks',
    text: 'Turn words into flashcards with the senses and examples you choose, and study them in Anki.',
  },
  {
    icon: 'book',
    title: 'E-book reader',
    text: 'Open an EPUB and look up any word of the page without leaving the book.',
  },
];

export const EXTENSIONS = [
  {
    type: 'anki',
    title: 'Anki add-on',
    text: 'Sync your Glossa decks into Anki and review them with spaced repetition, on desktop and mobile.',
    disabled: false,
  },
  {
    type: 'chrome',
    title: 'Chrome extension',
    text: 'Select text on any page, right-click, and get translations, senses and grammar in place.',
    disabled: false,
  },
  {
    type: 'firefox',
    title: 'Firefox add-on',
    text: 'The same reading help inside Firefox.',
    disabled: true,
  },
] as const;

export const CONTACT_EMAIL = 'support@glossa.app';

/** Community and social links (footer and community section). */
export const COMMUNITY_LINKS = {
  chat: { label: 'Chat community', href: 'https://discord.gg/glossa' },
  twitter: { label: 'Twitter', href: 'https://twitter.com/glossa_app' },
  threads: { label: 'Threads', href: 'https://www.threads.net/@glossa_app' },
} as const;

export const COPYRIGHT_YEAR = 2025;
