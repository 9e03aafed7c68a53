/**
 * Repairs of wink-nlp's lemmas that follow from how its model works rather than from context:
 * British spellings mapped to American (`neighbours` -> `neighbor`), capitalised sentence starts read as
 * proper nouns (`Doctors`), strong past forms it does not know (`drank`), gerunds read as nouns after
 * `by`/`kept`, comparatives left whole (`quieter`), participial adjectives (`worried`, `broken`).
 */
import type { WordPart } from './contractions.ts';
import { readWord } from './wink-tokens.ts';
import type { EnglishWord } from './words.ts';
import { lookupTable } from '../lookup-table.ts';

/** Strong past forms wink leaves unlemmatised; none of them is also a common noun. */
const STRONG_PAST: Readonly<Record<string, string>> = lookupTable({
  drank: 'drink',
  swam: 'swim',
  sang: 'sing',
  rang: 'ring',
  sank: 'sink',
  shrank: 'shrink',
  stank: 'stink',
  sprang: 'spring',
  began: 'begin',
  overslept: 'oversleep',
  overtook: 'overtake',
  forbade: 'forbid',
  shone: 'shine',
  strode: 'stride',
  strove: 'strive',
  slew: 'slay',
  wove: 'weave',
  woken: 'wake',
  awoke: 'awake',
  awoken: 'awake',
  bled: 'bleed',
  fled: 'flee',
  knelt: 'kneel',
  wept: 'weep',
  swore: 'swear',
  sworn: 'swear',
  tore: 'tear',
  torn: 'tear',
  undertook: 'undertake',
  withdrew: 'withdraw',
});
/** Forms wink lemmatises wrongly whatever the context. */
const WRONG_LEMMAS: Readonly<Record<string, string>> = lookupTable({
  shining: 'shine',
  goods: 'goods',
  others: 'other',
});
/** Participles dictionaries list as adjectives of their own when they describe a state. */
const PARTICIPIAL_ADJECTIVES = new Set(
  (
    'tired worried surprised interested bored excited scared frightened pleased married used confused ' +
    'amazed annoyed disappointed embarrassed exhausted satisfied shocked relaxed determined concerned ' +
    'broken frozen grilled retired crowded experienced qualified advanced complicated detailed limited ' +
    'organized organised talented skilled armed dressed injured'
  ).split(' '),
);
const STATE_VERBS = new Set([
  'be',
  'get',
  'feel',
  'seem',
  'look',
  'become',
  'remain',
  'stay',
  'appear',
  'sound',
]);
const GERUND_TRIGGERS = new Set([
  'by',
  'without',
  'before',
  'after',
  'of',
  'for',
  'on',
  'about',
  'keep',
  'stop',
  'start',
  'begin',
  'finish',
  'enjoy',
  'avoid',
  'mind',
  'quit',
  'love',
  'hate',
  'like',
  'practise',
  'practice',
  'continue',
  'go',
]);
const SENTENCE_END = /[.!?…]["'”’)\]]*\s*$|\n\s*$/;

function prefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/** `neighbours`: wink lemmatised `neighbors` to `neighbor`; apply the same ending change to the written form. */
function keepSpelling(part: WordPart): void {
  const lower = part.text.toLowerCase();
  const normal = part.normal;
  if (!normal || normal === lower || part.pos === 'PROPN') return;
  const keep = prefixLength(normal, part.lemma);
  const dropped = normal.length - keep;
  if (!lower.endsWith(normal.slice(keep))) return;
  const spelled = lower.slice(0, lower.length - dropped) + part.lemma.slice(keep);
  // `travelled` -> `travell` by the diff: British doubles the consonant only before the ending.
  part.lemma = spelled.endsWith('ll') && !part.lemma.endsWith('ll') ? spelled.slice(0, -1) : spelled;
}

/** A capitalised first word wink took for a name: read it in lower case if wink knows it as a word. */
function uncapitaliseStart(part: WordPart): void {
  if (part.pos !== 'PROPN' || !/^\p{Lu}\p{Ll}*$/u.test(part.text)) return;
  const alone = readWord(part.text.toLowerCase());
  if (!alone.known || alone.pos === 'PROPN') return;
  part.lemma = alone.lemma;
  part.pos = alone.pos;
}

function comparativeBase(lower: string): string | undefined {
  const match = /^(.+?)(i)?(er|est)$/.exec(lower);
  if (!match) return undefined;
  const stem = (match[1] ?? '') + (match[2] ? 'y' : '');
  if (readWord(lower).known) return undefined;
  const candidates = [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : ''];
  return candidates.find((c) => c.length > 2 && readWord(c).known && readWord(c).pos === 'ADJ');
}

/** The lemma of the nearest word before `index` that is not an adverb (`was very tired` -> be). */
function verbBefore(words: readonly EnglishWord[], index: number): string {
  for (let j = index; j >= 0; j -= 1) {
    const parts = words[j]?.parts;
    const part = parts?.[parts.length - 1];
    if (part && part.pos !== 'ADV' && part.pos !== 'PART') return part.lemma;
  }
  return '';
}

/**
 * Applies the repairs to every single-part word, using the text to find sentence starts.
 * @example repairLemmas(text, words) // 'Doctors' -> doctor, 'drank' -> drink, 'neighbours' -> neighbour
 */
export function repairLemmas(text: string, words: readonly EnglishWord[]): void {
  const starts = words.map((word, i) => i === 0 || SENTENCE_END.test(text.slice(0, word.start)));
  // A word also capitalised inside a sentence of the same text is a name there too (`Tom works. ... to Tom`).
  const names = new Set(
    words
      .filter((w, i) => !starts[i] && /^\p{Lu}/u.test(w.parts[0]?.text ?? ''))
      .map((w) => w.parts[0]?.text),
  );
  words.forEach((word, i) => {
    if (word.kind !== 'word' || word.parts.length !== 1) return;
    const part = word.parts[0] as WordPart;
    const lower = part.text.toLowerCase();
    const prev = words[i - 1];
    if (starts[i] && !names.has(part.text)) uncapitaliseStart(part);
    keepSpelling(part);
    const wrong = WRONG_LEMMAS[lower];
    if (wrong && part.pos !== 'PROPN') {
      part.lemma = wrong;
      return;
    }
    const strong = STRONG_PAST[lower];
    const prevLemma = prev?.parts[prev.parts.length - 1]?.lemma ?? '';
    const prevPos = prev?.parts[prev.parts.length - 1]?.pos ?? '';
    const next = words[i + 1]?.parts[0];
    if (strong && part.lemma === lower) Object.assign(part, { lemma: strong, pos: 'VERB' });
    else if (PARTICIPIAL_ADJECTIVES.has(lower) && part.pos !== 'NOUN') {
      const stateful =
        STATE_VERBS.has(prevLemma) || (prevPos === 'ADV' && STATE_VERBS.has(verbBefore(words, i - 1)));
      const attributive = next?.pos === 'NOUN' && prevPos !== 'AUX' && prevPos !== 'PRON';
      const hasObject = next?.pos === 'DET' || next?.pos === 'PRON';
      if (!hasObject && (stateful || attributive || prevPos === 'DET'))
        Object.assign(part, { lemma: lower, pos: 'ADJ' });
    } else if (
      lower.endsWith('ing') &&
      part.pos === 'NOUN' &&
      part.lemma === lower &&
      GERUND_TRIGGERS.has(prevLemma)
    ) {
      const verb = readWord(lower, 'they are');
      if (verb.pos === 'VERB' && verb.lemma !== lower)
        Object.assign(part, { lemma: STRONG_PAST[lower] ?? verb.lemma, pos: 'VERB' });
    } else if (lower.endsWith('ed') && part.pos === 'NOUN' && part.lemma === lower) {
      const verb = readWord(lower, 'they have');
      if (verb.pos === 'VERB' && verb.lemma !== lower)
        Object.assign(part, { lemma: verb.lemma, pos: 'VERB' });
    } else if (
      (part.pos === 'ADJ' || part.pos === 'NOUN') &&
      part.lemma === lower &&
      /(er|est)$/.test(lower)
    ) {
      const base = comparativeBase(lower);
      if (base) Object.assign(part, { lemma: base, pos: 'ADJ' });
    }
  });
}
