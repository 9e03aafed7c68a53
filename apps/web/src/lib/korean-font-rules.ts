/**
 * The Korean web font's rules, Hangul only (@glossa/ui/hangul-faces): made from @fontsource/noto-sans-kr's rules
 * as Vite processed them (their files' URLs are the built assets), put in the page as one style element, so
 * that the Reader can copy them into its chapters (book-styles.ts reads the page's @font-face rules).
 * A chunk of its own: loaded by lib/fonts.ts at start.
 */
import regular from '@fontsource/noto-sans-kr/400.css?inline';
import bold from '@fontsource/noto-sans-kr/700.css?inline';
import { hangulFaces, hangulFontFaceRules } from '@glossa/ui/hangul-faces';

/** Adds the rules to `doc` once; the family is "Noto Sans KR", first in base.css's font stack. */
export function addKoreanFontRules(doc: Document): void {
  if (doc.getElementById('glossa-korean-font')) return;
  const style = doc.createElement('style');
  style.id = 'glossa-korean-font';
  style.textContent = hangulFontFaceRules([...hangulFaces(regular), ...hangulFaces(bold)], 'Noto Sans KR');
  doc.head.append(style);
}
