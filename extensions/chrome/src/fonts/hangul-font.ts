import { faceSource } from '@glossa/ui/hangul-faces';
import { HANGUL_SUBSETS, HANGUL_WEIGHTS } from 'virtual:glossa-hangul-faces';

/** The font file of a subset and weight, as the extension ships it (scripts/hangul-fonts.ts). */
export const hangulFontFile = (subset: number, weight: string) =>
  `fonts/noto-sans-kr-${subset}-${weight}-normal.woff2`;

const registered = new WeakMap<FontFaceSet, Set<string>>();

/**
 * Registers the extension's Korean font (Hangul only, installed Korean fonts tried first) as `family` in
 * `doc`'s fonts, once per document and family. The FontFace API works where style sheets' `@font-face` rules
 * do not (a shadow root on someone else's page), and a face's file is fetched only when a character of its
 * range is drawn. `urlOf` makes a file's URL (chrome.runtime.getURL).
 * @example registerHangulFont(document, 'Noto Sans KR', (file) => chrome.runtime.getURL(file));
 */
export function registerHangulFont(doc: Document, family: string, urlOf: (file: string) => string): void {
  const fonts = doc.fonts;
  if (!fonts || typeof FontFace === 'undefined') return;
  const families = registered.get(fonts) ?? new Set<string>();
  if (families.has(family)) return;
  families.add(family);
  registered.set(fonts, families);
  for (const [subset, unicodeRange] of HANGUL_SUBSETS)
    for (const weight of HANGUL_WEIGHTS) {
      const url = urlOf(hangulFontFile(subset, weight));
      const source = faceSource({ weight, url, unicodeRange });
      fonts.add(new FontFace(family, source, { weight, style: 'normal', unicodeRange, display: 'swap' }));
    }
}
