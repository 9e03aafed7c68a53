/**
 * Tag and lemma corrections learners notice, over wink's analysis: the superlative and comparative of good
 * after be, nationality adjectives (wink reads the Iranian president's Iranian as a name), phrasal-verb
 * particles, and words of another language (French inside English) tagged foreign, as Korean tags Latin
 * letters SL.
 */
import type { EnglishWord } from './words.ts';

/** Copulas after which better/best describe the subject: good, not well. */
const COPULAS = new Set(['be', 'feel', 'look', 'seem', 'become', 'get', 'stay', 'sound', 'taste', 'smell']);
/** Words that, right after a verb, are its particle (find out, give up): ADP in universal tags. */
const PARTICLES = new Set(['out', 'up', 'off', 'down', 'over', 'around', 'through']);
/** Endings of nationality adjectives (Iranian, American, European, Chinese, Polish, Iraqi). */
const NATIONALITY = /^\p{Lu}\p{Ll}+(?:an|ean|ian|ese|ish|i)$/u;
/** Letters English spells without but French writes (déjà, café is written cafe as often as not). */
const FRENCH_LETTERS = /[àâçèêëîïôùûüÿœ]/i;
/** A French elision: c'est, l'homme, qu'il. */
const FRENCH_ELISION = /^(?:c|d|j|l|m|n|s|t|qu)['’]\p{L}/iu;
/** French function words, foreign only beside another foreign word (c'est la vie, tout de suite). */
const FRENCH_NEIGHBOURS = new Set([
  'la',
  'le',
  'les',
  'de',
  'du',
  'des',
  'et',
  'est',
  'vie',
  'tout',
  'suite',
  'un',
  'une',
]);

function single(word: EnglishWord | undefined) {
  return word && word.kind === 'word' && word.parts.length === 1 ? word.parts[0] : undefined;
}

function markForeign(words: EnglishWord[], i: number): void {
  const word = words[i] as EnglishWord;
  word.kind = 'foreign';
  for (const part of word.parts) Object.assign(part, { lemma: part.text, pos: 'X' });
}

/**
 * Rewrites tags and lemmas in place (see the module comment).
 * @example fixLearnerTags(words) // 'She is the best.': best -> good/ADJ
 */
export function fixLearnerTags(words: EnglishWord[]): void {
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as EnglishWord;
    const part = single(word);
    const text = word.parts.map((p) => p.text).join('');
    if (word.kind === 'word' && (FRENCH_LETTERS.test(text) || FRENCH_ELISION.test(text))) {
      markForeign(words, i);
      continue;
    }
    if (!part) continue;
    const lower = part.text.toLowerCase();
    const prev = words[i - 1];
    const prevPart = prev?.parts[prev.parts.length - 1];
    const next = single(words[i + 1]);
    if ((lower === 'better' || lower === 'best') && prevPart) {
      // `is better`, `is the best`: the adjective good; the article alone does not decide.
      const before = lower === 'best' && prevPart.text.toLowerCase() === 'the' ? words[i - 2] : prev;
      const verb = before?.parts[before.parts.length - 1];
      if (verb && COPULAS.has(verb.lemma) && (verb.pos === 'AUX' || verb.pos === 'VERB'))
        Object.assign(part, { lemma: 'good', pos: 'ADJ' });
    } else if (PARTICLES.has(lower) && part.pos === 'ADV' && prevPart?.pos === 'VERB') {
      part.pos = 'ADP';
    } else if (part.pos === 'PROPN' && NATIONALITY.test(part.text)) {
      const beforeNoun = next?.pos === 'NOUN' || next?.pos === 'ADJ';
      const afterBe = prevPart?.lemma === 'be';
      // Dictionaries write them with their capital (American), as the lemma stays.
      if (beforeNoun || afterBe) Object.assign(part, { lemma: part.text, pos: 'ADJ' });
    }
  }
  // French function words beside a foreign word are French too (c'est la vie).
  for (let i = 0; i < words.length; i += 1) {
    const part = single(words[i]);
    if (!part || !FRENCH_NEIGHBOURS.has(part.text.toLowerCase())) continue;
    if (words[i - 1]?.kind === 'foreign' || words[i + 1]?.kind === 'foreign') markForeign(words, i);
  }
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const part = single(words[i]);
    if (!part || !FRENCH_NEIGHBOURS.has(part.text.toLowerCase())) continue;
    if (words[i + 1]?.kind === 'foreign') markForeign(words, i);
  }
}
