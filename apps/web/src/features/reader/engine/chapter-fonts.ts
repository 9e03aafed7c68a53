import { glyphsReady } from '../../../lib/fonts.ts';
import { fontFaces } from './book-styles.ts';

/**
 * Korean glyphs in a chapter's document (foliate's iframe sees none of the app's fonts). Chromium keeps empty
 * boxes for text it shaped while a web font's file was on its way, even after the file is in and after a
 * forced layout (bold headings in headless screenshots). So a chapter with Hangul becomes a blob: URL only
 * once the app has loaded the Noto Sans KR files its characters need (regular and bold, at most 2 s), with
 * the font's rules written into its head: its first layout then finds the files in the browser's cache.
 */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const MAX_WAIT_MS = 2000;

/**
 * A chapter's markup with the Korean web font's rules in its head, once their files for its text are loaded;
 * markup without Hangul (or without a head) unchanged.
 * @example detail.data = Promise.resolve(detail.data).then(withKoreanFont);
 */
export async function withKoreanFont(markup: string): Promise<string> {
  const head = markup.search(/<\/head\s*>/i);
  if (head < 0 || !HANGUL.test(markup) || typeof document === 'undefined') return markup;
  const text = markup.replace(/<[^>]*>/g, '');
  const ready = glyphsReady(text, 'ko');
  if (ready) await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  const faces = fontFaces(document, 'Noto Sans KR');
  if (!faces) return markup;
  // The rules are text of our own making (fontFaces keeps only the URLs of our font files).
  return `${markup.slice(0, head)}<style>${faces.replace(/<\//g, '<\\/')}</style>${markup.slice(head)}`;
}

/**
 * Shapes the chapter's text again (a passing change of font) each time more of its font files finish loading:
 * enough for regular text whose files arrived late.
 * @example reshapeWhenFontsArrive(doc);
 */
export function reshapeWhenFontsArrive(doc: Document): void {
  doc.fonts?.addEventListener('loadingdone', () => {
    doc.documentElement.classList.add('glossa-reshape');
    void doc.body?.offsetWidth;
    doc.documentElement.classList.remove('glossa-reshape');
  });
}
