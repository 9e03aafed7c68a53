import type { WordCategory } from './model.ts';

/** Part-of-speech names of Wiktionary, FreeDict, Yomitan and WordNet, to Glossa's categories. */
const NAMES: Record<string, WordCategory> = {
  n: 'noun',
  noun: 'noun',
  name: 'noun',
  'proper noun': 'noun',
  propn: 'noun',
  nm: 'noun',
  nf: 'noun',
  v: 'verb',
  verb: 'verb',
  vi: 'verb',
  vt: 'verb',
  aux: 'verb',
  a: 'adjective',
  s: 'adjective',
  adj: 'adjective',
  adjective: 'adjective',
  r: 'adverb',
  adv: 'adverb',
  adverb: 'adverb',
  pron: 'pronoun',
  pronoun: 'pronoun',
  num: 'numeral',
  numeral: 'numeral',
  det: 'determiner',
  determiner: 'determiner',
  article: 'article',
  art: 'article',
  particle: 'particle',
  prt: 'particle',
  prep: 'preposition',
  preposition: 'preposition',
  postp: 'particle',
  conj: 'conjunction',
  conjunction: 'conjunction',
  intj: 'interjection',
  interj: 'interjection',
  interjection: 'interjection',
  phrase: 'phrase',
  prep_phrase: 'phrase',
  proverb: 'expression',
  idiom: 'expression',
  suffix: 'affix',
  prefix: 'affix',
  affix: 'affix',
  infix: 'affix',
  'adj-i': 'adjective',
  'adj-na': 'adjective',
};

/**
 * A part-of-speech name from another dictionary format to a Glossa category (`other` when unknown).
 * @example toCategory('adj') // 'adjective'
 */
export function toCategory(name: string | undefined): WordCategory {
  if (!name) return 'other';
  const key = name.trim().toLowerCase().replace(/\.$/, '');
  if (NAMES[key]) return NAMES[key];
  // Yomitan's deinflection rules name verb classes v1, v5, vs, vk ...
  if (/^v\d|^vs|^vk|^vz/.test(key)) return 'verb';
  return 'other';
}
