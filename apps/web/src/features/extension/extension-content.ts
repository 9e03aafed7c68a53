/**
 * The fixed content of /extension: what each companion does, how to install and
 * use it, and where to get it.
 */

/**
 * The add-on's AnkiWeb code, entered in Anki's Tools > Add-ons > Get Add-ons. Set it to the code AnkiWeb
 * gives when the add-on is published; the shared page's address follows from it.
 */
export const ANKI_ADDON_CODE = '1428067953';
export const ANKI_SHARED_PAGE = `https://ankiweb.net/shared/info/${ANKI_ADDON_CODE}`;
/** The Chrome Web Store listing (a search until the extension's store id is fixed). */
export const CHROME_STORE_URL = 'https://chromewebstore.google.com/search/Glossa';

export interface Feature {
  title: string;
  text: string;
}

export interface GuideStep {
  title: string;
  text: string;
}

export const ANKI = {
  description:
    'The Glossa add-on brings your Glossa decks into Anki. Sign in once, pick the decks you want, and review ' +
    'the cards with Anki’s spaced repetition on your computer and, after an Anki sync, on your phone.',
  features: [
    { title: 'Sync', text: 'New and changed cards arrive in Anki; deleted ones leave it.' },
    { title: 'Login', text: 'Sign in with Google, Apple or your e-mail, right inside Anki.' },
    { title: 'Offline access', text: 'Everything already pulled stays in Anki when you are offline.' },
    { title: 'Selective import', text: 'Choose which decks, and which cards, come into Anki.' },
    {
      title: 'Rich card content',
      text: 'Senses with translations and definitions, and examples as fragments, sentences and conversations.',
    },
    {
      title: 'Customizable card',
      text: 'Edit the card templates as you like; your changes survive updates.',
    },
  ] satisfies Feature[],
  install: [
    'Open Anki on your computer.',
    'Choose Tools > Add-ons, then Get Add-ons...',
    `Enter the code ${ANKI_ADDON_CODE} and press OK.`,
    'Restart Anki.',
  ],
  usage: 'After restarting, open the add-on from the Tools menu: Tools > Glossa.',
  guide: [
    {
      title: 'Open the add-on',
      text: 'Tools > Glossa shows the add-on’s home. Signed out, it offers Google, Apple or e-mail.',
    },
    {
      title: 'Sign in',
      text: 'Sign in with Google or Apple (or your e-mail) in the window that opens.',
    },
    {
      title: 'You are connected',
      text: 'The home shows your name and e-mail, a Logout button and the decks being synced.',
    },
    {
      title: 'Choose your decks',
      text: 'In the Decks tab, + adds a remote deck, the refresh control pulls new cards, and Unlink stops syncing a deck.',
    },
  ] satisfies GuideStep[],
} as const;

export const CHROME = {
  description:
    'Read the web with Glossa. Select text on any page, right-click and launch Glossa: every word with its ' +
    'sense translations, definitions and examples, and a grammar breakdown. Add words to your vocabulary, ' +
    'turn them into flashcards, and find everything synced with your Glossa account.',
  features: [
    { title: 'Instant analysis', text: 'Analyse a selection or the whole page in a moment.' },
    { title: 'Colour highlights', text: 'Known, seen and new words coloured right on the page.' },
    { title: 'Word insights', text: 'Senses, translations, definitions, examples and morphemes on click.' },
    { title: 'Flash cards', text: 'Add a word to a deck in one click and review it later.' },
    {
      title: 'Continuous sync',
      text: 'Your vocabulary and decks stay the same in the extension and the web app.',
    },
    { title: 'Settings', text: 'Languages, annotation style and colouring, as in the web app.' },
  ] satisfies Feature[],
  install: [
    'Open Glossa’s page in the Chrome Web Store.',
    'Click Add to Chrome, then Add extension.',
    'Pin Glossa from the puzzle-piece menu so it is always at hand.',
    'Open the extension and sign in with your Glossa account.',
  ],
  guide: [
    { title: 'Select text', text: 'On any page, select the sentence or paragraph you are reading.' },
    { title: 'Right-click', text: 'Choose “Analyze with Glossa” in the menu.' },
    {
      title: 'Read with help',
      text: 'The side panel shows the words coloured by what you know; click one for its detail.',
    },
    {
      title: 'Keep the words',
      text: 'Mark a word’s status or add it to a deck; it syncs with your account.',
    },
  ] satisfies GuideStep[],
} as const;
