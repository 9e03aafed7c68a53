/**
 * The Korean web font (Noto Sans KR, same-origin files split by unicode-range) made ready for a chapter
 * before its text is laid out. Text that Chromium shaped while a face it needed was still loading kept
 * empty boxes afterwards (bold headings in headless screenshots, even once every face was loaded and after
 * a forced reshape), so a chapter with Hangul is put in the page only once the files for its characters (and
 * the bold ones for its headings and bold words) are loaded, or after 2 s at most.
 */

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const BOLD = 'h1, h2, h3, h4, h5, h6, b, strong, th, dt';
const MAX_WAIT_MS = 2000;

let rules: Promise<unknown> | undefined;

/** Each character once: what the font loader needs to know which files to fetch. */
function characters(text: string): string {
  return [...new Set(text)].join('');
}

/**
 * A promise that settles when the fonts `chapter` needs are loaded (at most 2 s), or null when it needs none
 * (no Hangul) or they are loaded already.
 * @example const ready = koreanFontsFor(fragment); if (ready) await ready;
 */
export function koreanFontsFor(chapter: DocumentFragment | Element): Promise<void> | null {
  if (typeof document === 'undefined' || !document.fonts) return null;
  const text = chapter.textContent ?? '';
  if (!HANGUL.test(text)) return null;
  const regular = characters(text);
  const bold = characters([...chapter.querySelectorAll(BOLD)].map((el) => el.textContent ?? '').join(''));
  const family = '"Noto Sans KR"';
  const loaded = () =>
    document.fonts.check(`400 16px ${family}`, regular) &&
    (!bold || document.fonts.check(`700 16px ${family}`, bold));
  // `check` is also true when no rule of the family exists yet: the rules must have been loaded first.
  if (rules && loaded()) return null;
  rules ??= Promise.all([
    import('@fontsource/noto-sans-kr/400.css'),
    import('@fontsource/noto-sans-kr/700.css'),
  ]);
  const ready = rules.then(() =>
    Promise.all([
      document.fonts.load(`400 16px ${family}`, regular),
      bold ? document.fonts.load(`700 16px ${family}`, bold) : [],
    ]),
  );
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    ready
      .catch((error: unknown) => {
        // Without the web font the system's fonts are used: only logged.
        console.warn('Reader: the Korean font could not be loaded', error);
        rules = undefined;
      })
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
