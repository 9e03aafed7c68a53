import { lookupTable } from '../lookup-table.ts';
/**
 * English clitics: `n't`, `'s`, `'m`, `'re`, `'ve`, `'ll`, `'d`. wink splits most of them into separate tokens;
 * a few (`I'm`, `they'd've`, curly apostrophes) stay whole and are split here by rule.
 */

/** One part of a word with its lemma and tag. */
export interface WordPart {
  text: string;
  lemma: string;
  pos: string;
  /** wink normal form, when the part came straight from a wink token. */
  normal?: string;
}

const APOSTROPHES = /[’ʼ‘]/g;

/** Lemma and tag of each clitic; `'s` is ambiguous (is/has/possessive) and decided by the caller. */
const CLITICS: Readonly<Record<string, { lemma: string; pos: string }>> = lookupTable({
  "n't": { lemma: 'not', pos: 'PART' },
  "'m": { lemma: 'be', pos: 'AUX' },
  "'re": { lemma: 'be', pos: 'AUX' },
  "'ve": { lemma: 'have', pos: 'AUX' },
  "'ll": { lemma: 'will', pos: 'AUX' },
  "'d": { lemma: 'would', pos: 'AUX' },
  "'s": { lemma: 'be', pos: 'AUX' },
});

/** Bases that change before `n't` (`won't` = will + not, `can't` = can + not). */
const NEGATED_BASES: Readonly<Record<string, string>> = lookupTable({
  wo: 'will',
  ca: 'can',
  sha: 'shall',
  ai: 'be',
  do: 'do',
  does: 'do',
  did: 'do',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  have: 'have',
  has: 'have',
  had: 'have',
  could: 'could',
  would: 'would',
  should: 'should',
  must: 'must',
  might: 'might',
  need: 'need',
});

const PRONOUNS = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'who',
  'what',
  'that',
  'there',
  'here',
]);

const CLITIC_TAIL = /(n't|'(?:m|re|ve|ll|d|s))$/i;

/**
 * Normalises curly apostrophes so clitic tables match `don’t` as well as `don't`.
 * @example straightApostrophes('don’t') // "don't"
 */
export function straightApostrophes(value: string): string {
  return value.replace(APOSTROPHES, "'");
}

/**
 * Splits a whole token such as `I'm` or `they'd've` into parts, or returns undefined when it has no clitic.
 * @example splitClitics("I'm") // [{ text: 'I', lemma: 'I', pos: 'PRON' }, { text: "'m", lemma: 'be', pos: 'AUX' }]
 */
export function splitClitics(token: string): WordPart[] | undefined {
  const tails: WordPart[] = [];
  let rest = token;
  for (;;) {
    const match = CLITIC_TAIL.exec(straightApostrophes(rest));
    if (!match || match.index === 0) break;
    const clitic = CLITICS[(match[1] ?? '').toLowerCase()];
    if (!clitic) break;
    tails.unshift({ text: rest.slice(match.index), ...clitic });
    rest = rest.slice(0, match.index);
  }
  if (tails.length === 0) return undefined;
  const lower = rest.toLowerCase();
  const first = tails[0] as WordPart;
  if (first.lemma === 'not') {
    const base = NEGATED_BASES[lower];
    if (!base) return undefined;
    return [{ text: rest, lemma: base, pos: base === 'need' ? 'VERB' : 'AUX' }, ...tails];
  }
  if (!PRONOUNS.has(lower)) {
    // `John's`, `children's`: a possessive, the noun itself is the head.
    if (first.text.toLowerCase().endsWith("'s") || first.text.toLowerCase().endsWith('’s')) {
      return [
        { text: rest, lemma: rest, pos: 'NOUN' },
        { text: first.text, lemma: "'s", pos: 'PART' },
      ];
    }
    return undefined;
  }
  return [{ text: rest, lemma: lower === 'i' ? 'I' : lower, pos: 'PRON' }, ...tails];
}

/**
 * The lemma of a clitic token wink left unlemmatised (curly apostrophes), else undefined.
 * @example cliticLemma('’re') // { lemma: 'be', pos: 'AUX' }
 */
export function cliticLemma(token: string): { lemma: string; pos: string } | undefined {
  return CLITICS[straightApostrophes(token).toLowerCase()];
}

/**
 * Whether a token is a clitic that belongs to the word before it (`n't`, `'s`, `’ll`).
 * @example isClitic('’ll') // true
 */
export function isClitic(token: string): boolean {
  return cliticLemma(token) !== undefined;
}
