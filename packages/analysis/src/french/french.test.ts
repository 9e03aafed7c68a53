import { describe } from 'vitest';
import { createLexicon } from '../lexicon.ts';
import { runAnalyzerTable, runNastyInputs } from '../test-helpers/analyzer-table.ts';
import { frenchAnalyzer } from './index.ts';

const phrases = createLexicon(
  ['pomme de terre', 'tout à fait', 'il y a', "jusqu'à", 'maison', "d'accord"].map((written) => ({
    written,
    category: 'phrase',
  })),
);

describe('frenchAnalyzer tokens, lemmas and tags', () => {
  runAnalyzerTable(frenchAnalyzer, [
    {
      name: 'elisions are split, straight and curly',
      text: "L'homme qu'il voit s’en va jusqu'à lorsqu'il puisqu’elle",
      exact: true,
      units: [
        { surface: "L'", word: 'le', vocabulary: null, tags: ['DET'] },
        { surface: 'homme', word: 'homme', vocabulary: 'homme', tags: ['NOUN'] },
        { surface: "qu'", word: 'que' },
        { surface: 'il', word: 'il', tags: ['PRON'] },
        { surface: 'voit', word: 'voir', tags: ['VERB'] },
        { surface: 's’', word: 'se' },
        { surface: 'en', word: 'en' },
        { surface: 'va', word: 'aller' },
        { surface: "jusqu'", word: 'jusque' },
        { surface: 'à', word: 'à' },
        { surface: "lorsqu'", word: 'lorsque' },
        { surface: 'il' },
        { surface: 'puisqu’', word: 'puisque' },
        { surface: 'elle' },
      ],
    },
    {
      name: 'known compounds stay whole, inverted forms split',
      text: "Aujourd'hui, c'est-à-dire peut-être demain : est-ce vrai ? Va-t-il venir ? Donne-moi ça.",
      exact: true,
      units: [
        { surface: "Aujourd'hui", word: "aujourd'hui" },
        { surface: "c'est-à-dire", word: "c'est-à-dire" },
        { surface: 'peut-être', word: 'peut-être' },
        { surface: 'demain' },
        { surface: 'est', word: 'être' },
        { surface: 'ce', tags: ['PRON'] },
        { surface: 'vrai' },
        { surface: 'Va', word: 'aller' },
        { surface: 'il', tags: ['PRON'] },
        { surface: 'venir', word: 'venir' },
        { surface: 'Donne', word: 'donner' },
        { surface: 'moi', tags: ['PRON'] },
        { surface: 'ça' },
      ],
    },
    {
      name: 'verbs to the infinitive, nouns and adjectives to masculine singular',
      text: 'Nous allions voir les belles actrices et les chevaux blancs.',
      units: [
        { surface: 'allions', word: 'aller', tags: ['VERB'] },
        { surface: 'voir', word: 'voir' },
        { surface: 'belles', word: 'beau', tags: ['ADJ'] },
        { surface: 'actrices', word: 'acteur' },
        { surface: 'chevaux', word: 'cheval', tags: ['NOUN'] },
        { surface: 'blancs', word: 'blanc', tags: ['ADJ'] },
      ],
    },
    {
      name: 'est: verb or noun by context',
      text: "Il est à l'est.",
      units: [
        { surface: 'est', word: 'être' },
        { surface: 'est', word: 'est', tags: ['NOUN'] },
      ],
    },
    {
      name: 'été: participle of être or summer',
      text: "L'été a été chaud.",
      units: [
        { surface: 'été', word: 'été', tags: ['NOUN'] },
        { surface: 'été', word: 'être', tags: ['AUX'] },
      ],
    },
    {
      name: 'lit and avions by context',
      text: 'Il lit dans son lit. Nous avions vu des avions.',
      units: [
        { surface: 'lit', word: 'lire', tags: ['VERB'] },
        { surface: 'lit', word: 'lit', tags: ['NOUN'] },
        { surface: 'avions', word: 'avoir', tags: ['AUX'] },
        { surface: 'vu', word: 'voir' },
        { surface: 'avions', word: 'avion', tags: ['NOUN'] },
      ],
    },
    {
      name: 'suis and fils default to être and fils',
      text: 'Je suis content. Mes fils sont grands.',
      units: [
        { surface: 'suis', word: 'être' },
        { surface: 'fils', word: 'fils' },
        { surface: 'grands', word: 'grand' },
      ],
    },
    {
      name: 'object pronouns versus articles',
      text: "Je l'aime. Il ne la voit pas. La porte est fermée.",
      units: [
        { surface: "l'", word: 'le', tags: ['PRON'] },
        { surface: 'aime', word: 'aimer' },
        { surface: 'la', tags: ['PRON'] },
        { surface: 'La', tags: ['DET'] },
        { surface: 'porte', word: 'porte', tags: ['NOUN'] },
        { surface: 'fermée', word: 'fermé', tags: ['ADJ'] },
      ],
    },
    {
      name: 'contractions du/au give two morphs; numbers, URLs, emoji no vocabulary',
      text: 'Du pain au lait, 42 € sur www.example.fr ou a@b.fr 😀',
      units: [
        { surface: 'Du', word: 'de', lexes: ['de', 'le'] },
        { surface: 'pain', vocabulary: 'pain' },
        { surface: 'au', word: 'à', lexes: ['à', 'le'] },
        { surface: '42', vocabulary: null, tags: ['NUM'] },
        { surface: 'www.example.fr', vocabulary: null },
        { surface: 'a@b.fr', vocabulary: null },
        { surface: '😀', vocabulary: null, tags: ['SYM'] },
      ],
    },
  ]);
});

describe('frenchAnalyzer with a lexicon', () => {
  runAnalyzerTable(frenchAnalyzer, [
    {
      name: 'phrases over words, longest match; a run glued by an elision is one word',
      text: "Il y a une pomme de terre, tout à fait, jusqu'à la maison. D'accord ?",
      lexicon: phrases,
      units: [
        { surface: 'Il', tags: ['PRON'] },
        { surface: 'y' },
        { surface: 'a', word: 'avoir', tags: ['VERB'] },
        { surface: 'une', vocabulary: null },
        { surface: 'pomme' },
        { surface: 'de' },
        { surface: 'terre' },
        { surface: "jusqu'à", vocabulary: "jusqu'à" },
        { surface: 'maison', vocabulary: 'maison' },
        { surface: "D'accord", vocabulary: "d'accord" },
      ],
      phrases: [
        ['Il y a', 'il y a'],
        ['pomme de terre', 'pomme de terre'],
        ['tout à fait', 'tout à fait'],
      ],
    },
  ]);
});

describe('frenchAnalyzer pronominal verbs', () => {
  const lexicon = createLexicon(
    ['se lever', "s'asseoir", 'lever', 'aller', "s'en aller"].map((written) => ({
      written,
      category: 'verb',
    })),
  );
  runAnalyzerTable(frenchAnalyzer, [
    {
      name: 'a reflexive clitic before the verb gives the pronominal headword',
      text: "Je me suis levée tôt. Elle s'assied. Nous nous levons. Il lève la main.",
      lexicon,
      units: [
        { surface: 'levée', word: 'lever', vocabulary: 'se lever' },
        // Elided clitic and verb are adjacent, so the multi-word grouping joins them into one unit.
        { surface: "s'assied", word: "s'asseoir", vocabulary: "s'asseoir", lexes: ['se', 'asseoir'] },
        { surface: 'levons', vocabulary: 'se lever' },
        { surface: 'lève', vocabulary: 'lever' },
      ],
    },
  ]);
});

describe('frenchAnalyzer hostile input', () => {
  runNastyInputs(frenchAnalyzer);
});
