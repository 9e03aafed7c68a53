/**
 * Hangul syllable arithmetic (Unicode composition: 0xAC00 + (initial * 21 + vowel) * 28 + final), used to
 * rebuild irregular verb stems.
 */

const FIRST = 0xac00;
const LAST = 0xd7a3;

/** Initial, vowel and final indexes of a syllable, or undefined for anything else. */
export function decompose(syllable: string): { initial: number; vowel: number; final: number } | undefined {
  const code = syllable.charCodeAt(0);
  if (Number.isNaN(code) || code < FIRST || code > LAST) return undefined;
  const index = code - FIRST;
  return { initial: Math.floor(index / 588), vowel: Math.floor(index / 28) % 21, final: index % 28 };
}

/** Composes a syllable from its indexes. @example compose(11, 8, 19) // '옷' */
export function compose(initial: number, vowel: number, final: number): string {
  return String.fromCharCode(FIRST + (initial * 21 + vowel) * 28 + final);
}

/** Vowel indexes used by the rules below. */
export const VOWEL = { A: 0, EO: 4, I: 20, EU: 18, U: 13, O: 8 } as const;
/** Initial consonant indexes of ㅈ, ㅉ, ㅊ. */
export const PALATAL_INITIALS: readonly number[] = [12, 13, 14];
/** Final consonant indexes. */
export const FINAL = { NONE: 0, RIEUL: 8, DIGEUT: 7, SIOS: 19 } as const;

/**
 * Replaces the final consonant of the last syllable of a stem.
 * @example withFinal('지', FINAL.SIOS) // '짓'
 */
export function withFinal(stem: string, final: number): string | undefined {
  const last = decompose(stem.slice(-1));
  if (!last) return undefined;
  return stem.slice(0, -1) + compose(last.initial, last.vowel, final);
}

/**
 * Whether a text starts with 아, 어 or 으 (with or without a final: 았, 었, 은): the endings before which
 * irregular stems change (짓+어 -> 지어, 듣+어 -> 들어).
 * @example startsWithAEoEu('어요') // true; startsWithAEoEu('요') // false
 */
export function startsWithAEoEu(text: string): boolean {
  const first = decompose(text.charAt(0));
  if (!first || first.initial !== 11) return false;
  return first.vowel === VOWEL.A || first.vowel === VOWEL.EO || first.vowel === VOWEL.EU;
}
