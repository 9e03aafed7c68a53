/**
 * The Korean web font's rules, Hangul only (@glossa/ui/hangul-faces): the @fontsource/noto-sans-kr subsets that
 * hold Hangul, as the build ships them (vite/hangul-fonts.ts), put in the page as one style element, so that
 * the Reader can copy them into its chapters (book-styles.ts reads the page's @font-face rules).
 * A chunk of its own: loaded by lib/fonts.ts at start.
 */
import { hangulFontFaceRules, type HangulFace } from '@glossa/ui/hangul-faces';
import { HANGUL_SUBSETS } from 'virtual:glossa-hangul-subsets';

const FACES: HangulFace[] = HANGUL_SUBSETS.flatMap(([unicodeRange, regular, bold]) => [
  { weight: '400', url: regular, unicodeRange },
  { weight: '700', url: bold, unicodeRange },
]);

/** Adds the rules to `doc` once; the family is "Noto Sans KR", first in base.css's font stack. */
export function addKoreanFontRules(doc: Document): void {
  if (doc.getElementById('glossa-korean-font')) return;
  const style = doc.createElement('style');
  style.id = 'glossa-korean-font';
  style.textContent = hangulFontFaceRules(FACES, 'Noto Sans KR');
  doc.head.append(style);
}
