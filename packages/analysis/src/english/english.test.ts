import { describe } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { runAnalyzerTable, runNastyInputs } from '../test-helpers/analyzer-table.ts';
import { englishAnalyzer } from './index.ts';

const phrasal = createLexicon(
  ['look up', 'give up', 'a lot of', 'people', 'the', 'word', 'state-of-the-art'].map((written) => ({
    written,
    category: 'phrase',
  })),
);

describe('englishAnalyzer tokens, lemmas and tags', () => {
  runAnalyzerTable(englishAnalyzer, [
    {
      name: 'contractions give both morphs and the verb as headword',
      text: "I don't think I'm late.",
      exact: true,
      units: [
        { surface: 'I', word: 'I', vocabulary: null, tags: ['PRON'] },
        { surface: "don't", word: 'do', vocabulary: 'do', tags: ['AUX', 'PART'], lexes: ['do', 'not'] },
        { surface: 'think', word: 'think', vocabulary: 'think', tags: ['VERB'] },
        { surface: "I'm", word: 'be', vocabulary: 'be', tags: ['PRON', 'AUX'], lexes: ['I', 'be'] },
        { surface: 'late', word: 'late', tags: ['ADJ'] },
      ],
    },
    {
      name: 'curly apostrophes and possessives',
      text: 'The children’s mice can’t hide.',
      units: [
        { surface: 'children’s', word: 'child', vocabulary: 'child', lexes: ['child', "'s"] },
        { surface: 'mice', word: 'mouse', tags: ['NOUN'] },
        { surface: 'can’t', word: 'can', lexes: ['can', 'not'] },
      ],
    },
    {
      name: 'irregular forms',
      text: 'She went home; the geese were better than ever.',
      units: [
        { surface: 'went', word: 'go', tags: ['VERB'] },
        { surface: 'geese', word: 'goose' },
        { surface: 'better', word: 'good', tags: ['ADJ'] },
      ],
    },
    {
      name: 'left by context',
      text: 'He left the room and turned left.',
      units: [
        { surface: 'left', word: 'leave', tags: ['VERB'] },
        { surface: 'left', word: 'left', tags: ['ADV'] },
      ],
    },
    {
      name: 'better as an adverb after an action verb',
      text: 'He sings better now.',
      units: [{ surface: 'better', word: 'well', tags: ['ADV'] }],
    },
    {
      name: 'British spelling is kept on the headword',
      text: 'Our neighbours travelled with their favourite colours.',
      units: [
        { surface: 'neighbours', word: 'neighbour' },
        { surface: 'travelled', word: 'travel' },
        { surface: 'favourite', word: 'favourite' },
        { surface: 'colours', word: 'colour' },
      ],
    },
    {
      name: 'capitalised sentence start is not a name',
      text: 'Doctors agree. Geese fly south.',
      units: [
        { surface: 'Doctors', word: 'doctor' },
        { surface: 'Geese', word: 'goose' },
      ],
    },
    {
      name: 'a sentence-initial word capitalised elsewhere in the text stays a name',
      text: 'Tom works. I saw Tom.',
      units: [
        { surface: 'Tom', word: 'Tom' },
        { surface: 'Tom', word: 'Tom' },
      ],
    },
    {
      name: 'hyphenated words stay one unit',
      text: 'A well-known state-of-the-art check-ins list.',
      units: [
        { surface: 'well-known', word: 'well-known', tags: ['ADV', 'VERB'] },
        { surface: 'state-of-the-art', word: 'state-of-the-art' },
        { surface: 'check-ins', word: 'check-in' },
      ],
    },
    {
      name: 'numbers, URLs, e-mails and emoji have no vocabulary; punctuation no unit',
      text: 'Call 42 times, see https://example.com/a?b=1 or mail me@example.org 😀 !!!',
      exact: true,
      units: [
        { surface: 'Call', word: 'call' },
        { surface: '42', word: '42', vocabulary: null, tags: ['NUM'] },
        { surface: 'times', word: 'time' },
        { surface: 'see', word: 'see' },
        { surface: 'https://example.com/a?b=1', vocabulary: null },
        { surface: 'or' },
        { surface: 'mail' },
        { surface: 'me@example.org', vocabulary: null },
        { surface: '😀', vocabulary: null, tags: ['SYM'] },
      ],
    },
    {
      name: 'function words have no vocabulary without a lexicon',
      text: 'the cat and the dog',
      units: [
        { surface: 'the', word: 'the', vocabulary: null },
        { surface: 'cat', vocabulary: 'cat' },
      ],
    },
  ]);
});

describe('englishAnalyzer first-day fixes', () => {
  runAnalyzerTable(englishAnalyzer, [
    {
      name: "'d before a past participle is had, before a verb would",
      text: "She'd been feeling ill. He'd never seen it. I'd like tea. You'd better go.",
      units: [
        { surface: "She'd", word: 'have', lexes: ['she', 'have'] },
        { surface: 'been', word: 'be' },
        { surface: "He'd", word: 'have' },
        { surface: "I'd", word: 'would' },
        { surface: "You'd", word: 'have' },
      ],
    },
    {
      name: 'sentence punctuation never belongs to a word; abbreviations keep their period',
      text: 'She was ill. Mr. Smith met Dr. Jones at noon.',
      exact: true,
      units: [
        { surface: 'She' },
        { surface: 'was' },
        { surface: 'ill', word: 'ill', tags: ['ADJ'] },
        { surface: 'Mr.' },
        { surface: 'Smith' },
        { surface: 'met' },
        { surface: 'Dr.' },
        { surface: 'Jones' },
        { surface: 'at' },
        { surface: 'noon' },
      ],
    },
  ]);
});

describe('englishAnalyzer with a lexicon', () => {
  runAnalyzerTable(englishAnalyzer, [
    {
      name: 'phrases by lemma and by form, longest match, over words that stay units',
      text: 'She looked up the word, gave up, and met a lot of people.',
      lexicon: phrasal,
      units: [
        { surface: 'looked', word: 'look', tags: ['VERB'] },
        { surface: 'up' },
        { surface: 'the', vocabulary: 'the' },
        { surface: 'word', vocabulary: 'word' },
        { surface: 'gave', word: 'give' },
        { surface: 'up' },
        { surface: 'a' },
        { surface: 'lot' },
        { surface: 'of' },
        { surface: 'people', vocabulary: 'people' },
      ],
      phrases: [
        ['looked up', 'look up'],
        ['gave up', 'give up'],
        ['a lot of', 'a lot of'],
      ],
    },
    {
      name: 'a comma breaks a phrase; unknown words get no vocabulary',
      text: 'Look, up there.',
      lexicon: phrasal,
      units: [
        { surface: 'Look', vocabulary: null },
        { surface: 'up', vocabulary: null },
      ],
      phrases: [],
    },
    {
      name: 'hyphenated headword found in the lexicon',
      text: 'A state-of-the-art tool.',
      lexicon: phrasal,
      units: [{ surface: 'state-of-the-art', vocabulary: 'state-of-the-art' }],
    },
  ]);
});

describe('englishAnalyzer hostile input', () => {
  runNastyInputs(englishAnalyzer);
});
