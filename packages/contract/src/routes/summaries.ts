/**
 * One line per route for the OpenAPI document, by route id. Kept apart from the route table so that the
 * clients, which bundle the table, do not carry the documentation's text.
 */
export const ROUTE_SUMMARIES: Readonly<Record<string, string>> = {
  'health.get': 'Whether the server and its database answer',
  'docs.openapi': 'This document: the API as OpenAPI 3.1',
  'docs.reference': 'A readable reference of this document',
  'docs.asset': "The reference page's script and styles",
  'auth.providers': 'Which third-party sign-ins this server offers',
  'auth.signup': 'Creates a password account and signs it in (sets the session cookies)',
  'auth.login': 'Signs in with an e-mail or username and a password (sets the session cookies)',
  'auth.refresh': 'Rotates the refresh cookie and issues a new access cookie',
  'auth.logout': 'Signs this browser out and goes home (a navigation)',
  'user.me': 'The signed-in user',
  'user.update': "Changes the signed-in user's username",
  'user.delete':
    'Deletes the account and everything in it, and signs out, once its password (or, without one, its username) is typed again',
  'user.sessions': 'The devices signed in to this account',
  'settings.get':
    "The signed-in learner's settings that follow the account (languages, annotation, colouring)",
  'settings.put': 'Stores those settings as changed on a device; the newer change wins',
  'user.revokeSession': 'Signs one device out',
  'vocabulary.put': 'Stores one word status if it is newer than the stored one',
  'vocabulary.putBatch': 'Stores up to 10,000 word statuses, all or nothing',
  'vocabulary.changesSince': 'Every change stored after a time, deletions included',
  'vocabulary.status': "The vocabulary's sync clock",
  'vocabulary.list': 'Every tracked word',
  'vocabulary.clear': 'Deletes every word (as tombstones, so that other devices learn of it)',
  'guest.upload': "A guest's words and their status log joining the account in one transaction",
  'progress.log': 'The status log stored after a time, oldest first, a page at a time (its change feed)',
  'progress.stats':
    "The signed-in learner's progress in one language: statuses, known words per day, reviews, retention, due forecast",
  'deck.list': "The signed-in user's decks, oldest first, with their card counts",
  'deck.create': 'Creates a deck (name and description trimmed; a blank name is refused)',
  'deck.update': 'Renames a deck and replaces its description (absent or empty: none)',
  'deck.delete': 'Deletes a deck and its cards (a tombstone tells the companions)',
  'deck.cards': "A deck's card infos, oldest first; with `since`, what changed after it (deletions included)",
  'deck.card': 'One card in full',
  'deck.createCard': 'Adds a card: a written form and copies of its senses, each with the examples chosen',
  'deck.updateCard': "Replaces a card's senses and examples",
  'deck.deleteCard': 'Deletes a card (a tombstone tells the companions)',
  'review.deck':
    "A deck's due cards in full with their FSRS scheduling and the next due time per rating; with all=true every card (practice)",
  'review.rate':
    'Rates a card (again, hard, good, easy): schedules it with FSRS and logs the review; practice stores nothing',
  'review.counts': "How many cards are due now in each of the user's decks",
  'review.changesSince':
    'Review states changed after `since`, oldest first, paged (another device pulls them)',
  'dictionary.words': 'The dictionary words of one written form',
  'dictionary.wordsOfMany': 'The dictionary words of several written forms at once',
  'dictionary.fragments': 'Example fragments of a written form',
  'dictionary.examples': 'The examples of one sense',
  'dictionary.search': 'Searches headwords (exact, prefix, inflected forms), then translations',
  'dictionary.sources': 'The installed dictionaries, with their licences',
  'dictionary.installs':
    'The installed dictionaries with their sizes, and the progress of the background dictionary installs',
  'daily.history': 'The word of the day of the last 30 days, today first (UTC dates)',
  'daily.picture': "A Daily word's picture (OpenMoji SVG, CC BY-SA 4.0)",
  'analyze.text': 'Splits a text into word units with their headwords and dictionary words',
  'analyze.units':
    'Splits several texts into word units with their headwords, without the dictionary words (for colouring)',
  'grammar.list':
    'The grammar catalogue of a text language by level, each meaning in every dictionary language it has',
  'grammar.entry':
    'One grammar construction in full: explanation in the dictionary language, examples, look-alikes',
  'grammar.statuses': "The signed-in learner's construction statuses (learning, known)",
  'grammar.putStatus': 'Sets the status of one construction (learning or known)',
  'grammar.deleteStatus': 'Clears the status of one construction',
  'audio.recording': "A dictionary word's recording (supports Range and conditional requests)",
  'speech.info': 'Whether the server can speak, and in which languages',
  'speech.speak': 'A short text spoken by the server (WAV)',
  'oauth.login':
    'Companion sign-in by password: checks the PKCE request and the password, answers the redirect URI ' +
    'with a one-minute, single-use code and the state',
  'oauth.authorize':
    'Companion sign-in with Google or Apple: checks the PKCE request, then sends the browser there',
  'oauth.continue':
    'Where Google/Apple sign-in returns: issues the code and sends the browser to the redirect URI',
  'oauth.apple': "Apple sign-ins' redirect URI: forwards code and state to the /oauth/callback page",
  'oauth.token':
    'Exchanges a code and its PKCE verifier, or a refresh token (rotated; a reused one ends the session), ' +
    'for tokens. Errors here carry RFC 6749 error and error_description besides detail and code',
  'extension.info': 'What the companions need to know: the oldest Anki add-on version allowed to sign in',
  'auth.google.start': 'Sends the browser to Google to sign in',
  'auth.google.callback': 'Google posts its answer here; signs in and sends the browser on',
  'auth.apple.start': 'Sends the browser to Apple to sign in',
  'auth.apple.callback': 'Apple posts its answer here; signs in and sends the browser on',
};

/** One line per OpenAPI tag (a feature of the API). */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  health: 'Whether the server answers',
  docs: 'This document and its readable reference',
  auth: 'Password and third-party sign-up, sign-in and sign-out (session cookies)',
  user: 'The signed-in account: profile, sessions, settings and statistics',
  vocabulary: "The learner's word statuses and their change feed",
  deck: 'Decks of cards and their change feed',
  review: 'Spaced-repetition review of cards',
  dictionary: 'Word lookup and search in the installed dictionaries, and dictionary installs',
  daily: 'The word of the day',
  analyze: 'Text analysed word by word',
  grammar: 'Grammar constructions and their explanations',
  audio: 'Recorded pronunciations',
  speech: 'Pronunciations synthesised by the server',
  oauth: 'Sign-in for companions (the Chrome extension, the Anki add-on): authorization code with PKCE',
};
