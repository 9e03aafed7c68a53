import { frenchDe, frenchFeminine } from '../../derivation/gloss-forms.ts';
import { foldCase, latinBases, latinCandidate, latinPrefix, stripEnd } from '../../derivation/latin.ts';
import type { Affix, DerivationRules } from '../../derivation/types.ts';

/** English derivations: un-, re-, -ness, -ly, -less, -ful, with their glosses per dictionary language. */
export const ENGLISH_AFFIXES: readonly Affix[] = [
  {
    ...latinPrefix(
      ['un'],
      'un-',
      { fr_FR: 'pas, contraire', ko_KR: '반대', es_ES: 'no', ja_JP: '反対' },
      {
        fr_FR: (x) => `pas ${x}`,
        ko_KR: (x) => `반대: ${x}`,
        es_ES: (x) => `no ${x}`,
        ja_JP: (x) => `反対: ${x}`,
      },
    ),
    // un- negates adjectives (unhappy, unsafe); on a noun it is a verb of its own (unman is no "pas homme").
    baseCategory: 'adjective',
  },
  {
    ...latinPrefix(
      ['re'],
      're-',
      { fr_FR: 'de nouveau', ko_KR: '다시', es_ES: 'de nuevo', ja_JP: '再び' },
      {
        fr_FR: (x) => `${x} de nouveau`,
        ko_KR: (x) => `다시 ${x}`,
        es_ES: (x) => `${x} de nuevo`,
        ja_JP: (x) => `再び${x}`,
      },
    ),
    // "recourse" is no course again: re- makes verbs of verbs. Not safe even then: "resort" (to) is no "sort
    // again", "represent" no "present again"; the learner sees the parts, not a made-up translation.
    baseCategory: 'verb',
  },
  {
    kind: 'suffix',
    label: '-ness',
    category: 'noun',
    baseCategory: 'adjective',
    meaning: { fr_FR: "le fait d'être", ko_KR: '상태', es_ES: 'el hecho de ser', ja_JP: 'こと' },
    compose: {
      fr_FR: (x) => `le fait d'être ${x}`,
      ko_KR: (x) => `${x} 상태`,
      es_ES: (x) => `el hecho de ser ${x}`,
      ja_JP: (x) => `${x}こと`,
    },
    bases: (word) => latinBases(...stripEnd(word, 'iness', 'y'), ...stripEnd(word, 'ness', '')),
  },
  {
    kind: 'suffix',
    label: '-ly',
    category: 'adverb',
    baseCategory: 'adjective',
    meaning: { fr_FR: 'de façon', ko_KR: '방식으로', es_ES: 'de manera', ja_JP: '様子で' },
    compose: {
      fr_FR: (x) => `de façon ${frenchFeminine(x)}`,
      ko_KR: (x) => `${x} 방식으로`,
      es_ES: (x) => `de manera ${x}`,
      ja_JP: (x) => `${x}様子で`,
    },
    bases: (word) =>
      latinBases(
        ...stripEnd(word, 'ily', 'y'),
        ...stripEnd(word, 'ically', 'ic'),
        ...stripEnd(word, 'bly', 'ble'),
        ...stripEnd(word, 'ly', ''),
      ),
  },
  {
    kind: 'suffix',
    label: '-less',
    category: 'adjective',
    baseCategory: 'noun',
    safe: true,
    meaning: { fr_FR: 'sans', ko_KR: '없는', es_ES: 'sin', ja_JP: 'のない' },
    compose: {
      fr_FR: (x) => `sans ${x}`,
      ko_KR: (x) => `${x} 없는`,
      es_ES: (x) => `sin ${x}`,
      ja_JP: (x) => `${x}のない`,
    },
    bases: (word) => latinBases(...stripEnd(word, 'iless', 'y'), ...stripEnd(word, 'less', '')),
  },
  {
    kind: 'suffix',
    label: '-ful',
    category: 'adjective',
    baseCategory: 'noun',
    meaning: { fr_FR: 'plein de', ko_KR: '가득한', es_ES: 'lleno de', ja_JP: 'に満ちた' },
    compose: {
      fr_FR: (x) => `plein ${frenchDe(x)}`,
      ko_KR: (x) => `${x} 가득한`,
      es_ES: (x) => `lleno de ${x}`,
      ja_JP: (x) => `${x}に満ちた`,
    },
    bases: (word) => latinBases(...stripEnd(word, 'iful', 'y'), ...stripEnd(word, 'ful', '')),
  },
];

export const ENGLISH_DERIVATION: DerivationRules = {
  affixes: ENGLISH_AFFIXES,
  fold: foldCase,
  candidate: latinCandidate,
};
