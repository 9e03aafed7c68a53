/**
 * Context rules over wink's lemmas where its model is wrong in ways learners notice: `turn left` is not
 * `leave`, `sings better` is `well`, `data` is its own headword.
 */
import type { EnglishWord } from './words.ts';
import { lookupTable } from '../lookup-table.ts';

const TURN_VERBS = new Set([
  'turn',
  'turned',
  'turns',
  'turning',
  'keep',
  'kept',
  'bear',
  'veer',
  'go',
  'look',
]);
const LEFT_BEFORE_NOUNS = new Set([
  'hand',
  'side',
  'wing',
  'foot',
  'arm',
  'leg',
  'eye',
  'ear',
  'lane',
  'bank',
  'turn',
]);
const COPULAS = new Set(['be', 'feel', 'look', 'seem', 'get', 'become', 'sound', 'taste', 'smell', 'stay']);

/** Lemmas wink derives that a learner's dictionary does not use as headwords. */
const LEMMA_OVERRIDES: Readonly<Record<string, string>> = lookupTable({
  datum: 'data',
  media: 'media',
  criterium: 'criterion',
});

function lower(word: EnglishWord | undefined): string {
  return word?.parts[0]?.text.toLowerCase() ?? '';
}

function firstLemma(word: EnglishWord | undefined): string {
  return word?.parts[0]?.lemma ?? '';
}

/**
 * Rewrites lemmas and tags in place using the neighbouring words.
 * @example fixLemmas(groupWords(winkTokens('Turn left'))) // `left` -> lemma 'left', ADV
 */
export function fixLemmas(words: EnglishWord[]): void {
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as EnglishWord;
    if (word.kind !== 'word' || word.parts.length !== 1) continue;
    const part = word.parts[0];
    if (!part) continue;
    const text = part.text.toLowerCase();
    const prev = words[i - 1];
    const next = words[i + 1];
    if (text === 'left' && part.lemma === 'leave') {
      const before = lower(prev);
      if (TURN_VERBS.has(before)) Object.assign(part, { lemma: 'left', pos: 'ADV' });
      else if (['the', 'your', 'my', 'his', 'her', 'our', 'their', 'far'].includes(before))
        Object.assign(part, { lemma: 'left', pos: LEFT_BEFORE_NOUNS.has(lower(next)) ? 'ADJ' : 'NOUN' });
      else if (LEFT_BEFORE_NOUNS.has(lower(next))) Object.assign(part, { lemma: 'left', pos: 'ADJ' });
    } else if ((text === 'better' || text === 'best') && prev && part.pos !== 'NOUN') {
      // After an action verb the comparative is an adverb (`sings better` -> well); after a copula, good.
      const verb = prev.parts[0];
      if (verb && verb.pos === 'VERB' && !COPULAS.has(verb.lemma))
        Object.assign(part, { lemma: 'well', pos: 'ADV' });
      else if (verb && verb.pos !== 'VERB' && part.pos === 'ADV' && firstLemma(prev) !== 'the')
        part.lemma = 'well';
    }
    const override = LEMMA_OVERRIDES[part.lemma];
    if (override && part.pos !== 'PROPN') part.lemma = override;
  }
}

/** Past participles that do not end in -ed, common enough to follow "'d" (`she'd been`, `I'd seen`). */
const IRREGULAR_PARTICIPLES = new Set(
  (
    'been gone done seen taken given known got gotten made had said told thought found left brought bought ' +
    'caught taught felt kept lost met paid put read run sent spent stood understood won written broken ' +
    'chosen driven eaten fallen forgotten hidden ridden risen shaken spoken stolen sworn torn woken worn ' +
    'begun drunk rung sung sunk swum become come grown shown thrown flown drawn heard held built meant ' +
    'slept left lent let set cut hit hurt shut quit better'
  ).split(' '),
);

/**
 * "'d" is *had* before a past participle (`she'd been`, `he'd gone`, `you'd better`) and *would* otherwise
 * (`I'd like`), the reading wink always gives.
 * @example fixContractedHad(groupWords(winkTokens("She'd been ill"))) // 'd -> lemma 'have'
 */
export function fixContractedHad(words: EnglishWord[]): void {
  for (let i = 0; i < words.length - 1; i += 1) {
    const word = words[i] as EnglishWord;
    const clitic = word.parts.find((p) => /^['’]d$/i.test(p.text) && p.lemma === 'would');
    if (!clitic) continue;
    const next = words[i + 1] as EnglishWord;
    // An adverb may stand between (`she'd already gone`, `I'd never seen`).
    const verb = next.parts[0]?.pos === 'ADV' && words[i + 2] ? (words[i + 2] as EnglishWord) : next;
    const text = verb.parts[0]?.text.toLowerCase() ?? '';
    if (IRREGULAR_PARTICIPLES.has(text) || (/[a-z]ed$/.test(text) && verb.parts[0]?.pos !== 'ADJ'))
      clitic.lemma = 'have';
  }
}
