/**
 * Korean glyphs on every machine: the Noto Sans KR web font (the @fontsource package, split by unicode-range
 * into about 120 files). Its rules are loaded the first time Korean text is shown, as a CSS chunk of their own,
 * so a page without Korean carries none of it; the browser then downloads only the files whose characters
 * appear, and only when no installed font before it in the font stack (base.css) has them.
 */
let loading: Promise<unknown> | undefined;

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * Loads the Korean font's rules once, when `text` holds Hangul (or when asked for a Korean text language).
 * @example ensureKoreanFont('학교에 가요') // starts loading the rules
 */
export function ensureKoreanFont(text = '', language = ''): void {
  if (!(language.startsWith('ko') || HANGUL.test(text))) return;
  loading ??= Promise.all([
    import('@fontsource/noto-sans-kr/400.css'),
    import('@fontsource/noto-sans-kr/700.css'),
  ]).catch((error: unknown) => {
    // Without the web font the system's fonts are used: only logged.
    console.warn('Korean font could not be loaded:', error);
    loading = undefined;
  });
  // Text in a form field is not repainted when a font arrives later: ask for its glyphs' files now.
  const sample = text.slice(0, 2000);
  if (sample && typeof document !== 'undefined' && document.fonts)
    void loading?.then(() => document.fonts.load('400 1em "Noto Sans KR"', sample)).catch(() => undefined);
}
