/**
 * Morphemes as a learner writes and reads them. mecab-ko-dic spells some endings split from a contracted
 * syllable as a bare vowel (배고파 -> 배고프 + ㅏ) and others with conjoining jamo (갑니다 -> 가 + ᄇ니다,
 * 갈 -> 가 + ᆯ): the first is rewritten in the analysis (-아), the second only for display, because grammar
 * patterns match the analyser's conjoining ᆫ/ᆯ. No Node imports: the web client uses this file too.
 */

const SYLLABLE_FIRST = 0xac00;
/** Compatibility jamo: ㄱ (U+3131) .. ㅎ (U+314E), then the vowels ㅏ (U+314F) .. ㅣ (U+3163). */
const COMPAT_VOWEL_FIRST = 0x314f;
const COMPAT_VOWEL_LAST = 0x3163;
/** Initial ㅇ's index in syllable composition. */
const IEUNG = 11;

/** Compatibility letters of the 19 conjoining initials (U+1100..U+1112). */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Compatibility letters of the 27 conjoining finals (U+11A8..U+11C2). */
const FINALS = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
/** Syllable final index of each compatibility consonant (0 where it cannot close a syllable). */
const FINAL_INDEX = new Map([...FINALS].map((letter, i) => [letter, i + 1]));

/**
 * Conjoining jamo (which most fonts draw as empty boxes on their own) as compatibility jamo.
 * @example readableJamo('ᄇ니다') // 'ㅂ니다'; readableJamo('ᆯ') // 'ㄹ'
 */
export function readableJamo(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 0x1100 && c <= 0x1112) out += INITIALS[c - 0x1100];
    else if (c >= 0x1161 && c <= 0x1175) out += String.fromCharCode(COMPAT_VOWEL_FIRST + c - 0x1161);
    else if (c >= 0x11a8 && c <= 0x11c2) out += FINALS[c - 0x11a8];
    else out += ch;
  }
  return out;
}

/**
 * An ending that starts with a bare vowel (and maybe a final: ㅏㅆ) written as the learner writes it: 아 or
 * 어 after the vowel harmony the contraction shows (고파 -> 아, 마셔 -> 어, 봐 -> 아, 줘 -> 어). Anything
 * else is returned unchanged.
 * @example learnerEnding('ㅏ') // '아'; learnerEnding('ㅓㅆ') // '었'; learnerEnding('어요') // '어요'
 */
export function learnerEnding(lex: string): string {
  const c = lex.charCodeAt(0);
  if (!(c >= COMPAT_VOWEL_FIRST && c <= COMPAT_VOWEL_LAST)) return lex;
  // Vowel index = code - ㅏ; ㅏ (0) and ㅘ (9) are bright, every other contracted vowel reads as 어 (4).
  const vowelIndex = c - COMPAT_VOWEL_FIRST;
  const vowel = vowelIndex === 0 || vowelIndex === 9 ? 0 : 4;
  const final = FINAL_INDEX.get(lex.charAt(1)) ?? 0;
  const rest = lex.slice(final ? 2 : 1);
  return String.fromCharCode(SYLLABLE_FIRST + (IEUNG * 21 + vowel) * 28 + final) + rest;
}
