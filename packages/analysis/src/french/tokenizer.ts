/**
 * French tokenisation: words, numbers, URLs, e-mails and emoji with exact offsets. Elisions are split off
 * (`l'homme` -> `l'` + `homme`), compounds the dictionary knows stay whole (`aujourd'hui`, `peut-être`),
 * inverted forms are split (`est-ce` -> `est` + `ce`, `va-t-il` -> `va` + `il`).
 */
import { INVERTED_PRONOUNS } from './closed-class.ts';

/** What a token is, deciding whether it can have vocabulary. */
export type FrenchTokenKind = 'word' | 'number' | 'url' | 'email' | 'emoji';

/** One token with its exact slice of the input. */
export interface FrenchToken {
  start: number;
  end: number;
  text: string;
  kind: FrenchTokenKind;
  /** Elided article, pronoun or conjunction (`l'`, `qu'`). */
  elided?: boolean;
  /** Pronoun attached after a verb by a hyphen (`-il`, `-moi`). */
  inverted?: boolean;
}

const PATTERN = new RegExp(
  [
    String.raw`(?<url>(?:https?://|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’»])`,
    String.raw`(?<email>[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)`,
    String.raw`(?<number>\p{N}+(?:[.,\u202f\u00a0]\p{N}+)*(?:ers?|ères?|es?|èmes?|ᵉ|ʳᵉ)?(?![\p{L}\p{N}]))`,
    String.raw`(?<word>[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’‐-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*['’]?)`,
    String.raw`(?<emoji>\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2})`,
  ].join('|'),
  'gu',
);

const ELISION = /^(jusqu|lorsqu|puisqu|quoiqu|qu|[ldjmtscn])['’]/i;

/** Whether a whole written form is known (French dictionary, function words, or the caller's lexicon). */
export type KnownForm = (form: string) => boolean;

/**
 * Straight apostrophe and lower case: the key forms are looked up by.
 * @example normalizeForm('L’homme') // "l'homme"
 */
export function normalizeForm(value: string): string {
  return value.replace(/[’ʼ]/g, "'").toLowerCase();
}

function isKnown(known: KnownForm, value: string): boolean {
  const straight = value.replace(/[’ʼ]/g, "'");
  return known(straight) || known(straight.toLowerCase());
}

/** Splits one hyphenated piece into the longest known compounds and inverted pronouns. */
function splitHyphens(text: string, start: number, known: KnownForm, out: FrenchToken[]): void {
  const parts = text.split(/[-‐]/);
  let offset = start;
  let i = 0;
  while (i < parts.length) {
    let take = 1;
    for (let n = parts.length - i; n > 1; n -= 1) {
      if (isKnown(known, parts.slice(i, i + n).join('-'))) {
        take = n;
        break;
      }
    }
    const piece = text.slice(offset - start, offset - start + parts.slice(i, i + take).join('-').length);
    const lower = piece.toLowerCase();
    const inverted = i > 0 && take === 1 && INVERTED_PRONOUNS.has(lower);
    // The euphonic `t` of `va-t-il` carries no meaning: it gets no unit.
    const euphonic = i > 0 && lower === 't' && i + 1 < parts.length;
    if (piece !== '' && !euphonic) {
      out.push({ start: offset, end: offset + piece.length, text: piece, kind: 'word', inverted });
    }
    offset += piece.length + 1;
    i += take;
  }
}

/** Splits one word chunk: known whole, else elisions off the front, then hyphens. */
function splitWord(text: string, start: number, known: KnownForm, out: FrenchToken[]): void {
  if (isKnown(known, text)) {
    out.push({ start, end: start + text.length, text, kind: 'word' });
    return;
  }
  const elision = ELISION.exec(text);
  if (elision && elision[0].length < text.length) {
    const head = elision[0];
    out.push({ start, end: start + head.length, text: head, kind: 'word', elided: true });
    splitWord(text.slice(head.length), start + head.length, known, out);
    return;
  }
  if (/['’]$/.test(text) && text.length > 1 && ELISION.test(text)) {
    out.push({ start, end: start + text.length, text, kind: 'word', elided: true });
    return;
  }
  if (/[-‐]/.test(text)) {
    splitHyphens(text, start, known, out);
    return;
  }
  // An apostrophe the dictionary does not know inside a word (`prud'hommes`): keep the word whole.
  const trimmed = text.replace(/['’]$/, '');
  out.push({ start, end: start + trimmed.length, text: trimmed, kind: 'word' });
}

/**
 * Tokenises French text; `known` decides which compounds and apostrophe words stay whole.
 * @example tokenizeFrench("l'homme", () => false).map((t) => t.text) // ["l'", 'homme']
 */
export function tokenizeFrench(text: string, known: KnownForm): FrenchToken[] {
  const out: FrenchToken[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const value = match[0];
    const start = match.index;
    const groups = match.groups ?? {};
    if (groups.word !== undefined) splitWord(value, start, known, out);
    else {
      const kind: FrenchTokenKind =
        groups.url !== undefined
          ? 'url'
          : groups.email !== undefined
            ? 'email'
            : groups.number !== undefined
              ? 'number'
              : 'emoji';
      out.push({ start, end: start + value.length, text: value, kind });
    }
  }
  return out;
}
