import { inAWay } from '../../derivation/gloss-forms.ts';
import { foldCase, latinBases, latinCandidate, latinPrefix, stripEnd } from '../../derivation/latin.ts';
import type { Affix, DerivationRules } from '../../derivation/types.ts';

/** French derivations: re-/ré-, in- (im-, il-, ir-) and the adverbs in -ment, with their glosses. */
export const FRENCH_AFFIXES: readonly Affix[] = [
  {
    ...latinPrefix(
      ['ré', 're'],
      're-',
      { en_US: 'again', ko_KR: '다시', es_ES: 'de nuevo', ja_JP: '再び' },
      {
        en_US: (x) => `${x} again`,
        ko_KR: (x) => `다시 ${x}`,
        es_ES: (x) => `${x} de nuevo`,
        ja_JP: (x) => `再び${x}`,
      },
    ),
    // Not safe: many frequent re- verbs are words of their own (répartir is no "to leave again", reposer
    // mostly "to rest"), so the learner sees the parts, not a made-up translation.
    baseCategory: 'verb',
  },
  // No dé-: it fired on décent ("opposite of hundred"), démon, démontrer, wrong on most words it met.
  {
    ...latinPrefix(
      ['in', 'im', 'il', 'ir'],
      'in-',
      { en_US: 'not', ko_KR: '반대', es_ES: 'no', ja_JP: '反対' },
      {
        en_US: (x) => `not ${x}`,
        ko_KR: (x) => `반대: ${x}`,
        es_ES: (x) => `no ${x}`,
        ja_JP: (x) => `反対: ${x}`,
      },
    ),
    baseCategory: 'adjective',
  },
  {
    kind: 'suffix',
    label: '-ment',
    category: 'adverb',
    baseCategory: 'adjective',
    meaning: { en_US: '-ly', ko_KR: '방식으로', es_ES: '-mente', ja_JP: '様子で' },
    compose: {
      en_US: inAWay,
      ko_KR: (x) => `${x} 방식으로`,
      es_ES: (x) => `de manera ${x}`,
      ja_JP: (x) => `${x}様子で`,
    },
    // The adverb is built on the feminine: heureusement -> heureuse -> heureux, activement -> actif.
    bases: (word) =>
      latinBases(
        ...stripEnd(word, 'emment', 'ent'),
        ...stripEnd(word, 'amment', 'ant'),
        ...stripEnd(word, 'eusement', 'eux'),
        ...stripEnd(word, 'ivement', 'if'),
        ...stripEnd(word, 'èrement', 'er'),
        ...stripEnd(word, 'ellement', 'el'),
        ...stripEnd(word, 'ement', 'e', ''),
        ...stripEnd(word, 'ment', ''),
      ),
  },
];

export const FRENCH_DERIVATION: DerivationRules = {
  affixes: FRENCH_AFFIXES,
  fold: foldCase,
  candidate: latinCandidate,
};
