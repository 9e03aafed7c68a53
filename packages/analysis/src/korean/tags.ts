import { lookupTable } from '../lookup-table.ts';
/**
 * The Sejong tag set as mecab-ko-dic uses it: readable English names for the web app, and the coarse
 * classes the unit grouping works with.
 */

/** Sejong tag -> readable English name (every tag mecab-ko-dic emits, plus the unknown-word tags). */
export const KOREAN_TAG_LABELS: Readonly<Record<string, string>> = lookupTable({
  NNG: 'Common noun',
  NNP: 'Proper noun',
  NNB: 'Bound noun',
  NNBC: 'Counter (unit noun)',
  NR: 'Numeral',
  NP: 'Pronoun',
  VV: 'Verb',
  VA: 'Adjective',
  VX: 'Auxiliary verb',
  VCP: 'Copula',
  VCN: 'Negative copula',
  MM: 'Determiner',
  MAG: 'Adverb',
  MAJ: 'Conjunctive adverb',
  IC: 'Interjection',
  JKS: 'Subject particle',
  JKC: 'Complement particle',
  JKG: 'Possessive particle',
  JKO: 'Object particle',
  JKB: 'Adverbial particle',
  JKV: 'Vocative particle',
  JKQ: 'Quotative particle',
  JX: 'Auxiliary particle',
  JC: 'Conjunctive particle',
  EP: 'Pre-final ending',
  EF: 'Final ending',
  EC: 'Connective ending',
  ETN: 'Nominalizing ending',
  ETM: 'Adnominal ending',
  XPN: 'Noun prefix',
  XSN: 'Noun suffix',
  XSV: 'Verb suffix',
  XSA: 'Adjective suffix',
  XR: 'Root',
  SF: 'Sentence-final punctuation',
  SE: 'Ellipsis',
  SSO: 'Opening bracket',
  SSC: 'Closing bracket',
  SC: 'Separator',
  SY: 'Symbol',
  SP: 'Space or separator',
  SO: 'Hyphen or tilde',
  SW: 'Other symbol',
  SH: 'Chinese character (Hanja)',
  SL: 'Foreign word',
  SN: 'Number',
  UNKNOWN: 'Unknown',
});

/**
 * The readable name of a Sejong tag; joined tags of inflected forms are named part by part and an unknown tag
 * is returned as it is.
 * @example koreanTagLabel('JKB') // 'Adverbial particle'; koreanTagLabel('VV+EP') // 'Verb + Pre-final ending'
 */
export function koreanTagLabel(tag: string): string {
  if (tag.includes('+')) return tag.split('+').map(koreanTagLabel).join(' + ');
  return KOREAN_TAG_LABELS[tag] ?? tag;
}

/** Coarse class of a morpheme for grouping it into learner units. */
export type TagClass =
  | 'noun'
  | 'predicate'
  | 'modifier'
  | 'root'
  | 'prefix'
  | 'nounSuffix'
  | 'verbSuffix'
  | 'particle'
  | 'ending'
  | 'copula'
  | 'number'
  | 'foreign'
  | 'hanja'
  | 'punctuation'
  | 'other';

const CLASSES: Readonly<Record<string, TagClass>> = lookupTable({
  NNG: 'noun',
  NNP: 'noun',
  NNB: 'noun',
  NNBC: 'noun',
  NR: 'noun',
  NP: 'noun',
  VV: 'predicate',
  VA: 'predicate',
  VX: 'predicate',
  VCN: 'predicate',
  MM: 'modifier',
  MAG: 'modifier',
  MAJ: 'modifier',
  IC: 'modifier',
  XR: 'root',
  XPN: 'prefix',
  XSN: 'nounSuffix',
  XSV: 'verbSuffix',
  XSA: 'verbSuffix',
  VCP: 'copula',
  SN: 'number',
  SL: 'foreign',
  SH: 'hanja',
  SF: 'punctuation',
  SE: 'punctuation',
  SSO: 'punctuation',
  SSC: 'punctuation',
  SC: 'punctuation',
  SY: 'punctuation',
  SP: 'punctuation',
  SO: 'punctuation',
  SW: 'punctuation',
});

/** Bounds the cache should some caller pass arbitrary strings as tags. */
const CLASS_CACHE_LIMIT = 10_000;
const classCache = new Map<string, TagClass>();

/**
 * The class of a (possibly joined) tag, decided by its first part: `VV+EP` is a predicate.
 * @example tagClass('NP+JKG') // 'noun'
 */
export function tagClass(tag: string): TagClass {
  // Called several times per morpheme by the unit and headword rules (a fifth of the analysis time when it
  // split the tag every time), over the few hundred tags mecab-ko-dic has: remember each tag's class.
  let c = classCache.get(tag);
  if (c === undefined) {
    c = classOfTag(tag);
    if (classCache.size >= CLASS_CACHE_LIMIT) classCache.clear();
    classCache.set(tag, c);
  }
  return c;
}

function classOfTag(tag: string): TagClass {
  const first = tag.split('+')[0] ?? tag;
  if (first.startsWith('J')) return 'particle';
  if (first.startsWith('E')) return 'ending';
  return CLASSES[first] ?? 'other';
}
