/**
 * Korean and Japanese glyphs on every machine: the Noto Sans KR and Noto Sans JP web fonts (the @fontsource
 * packages, each split by unicode-range into about 120 files). A font's rules are loaded the first time text in
 * its script (or language) is shown, as a CSS chunk of their own, so a page without Korean or Japanese carries
 * none of them; the browser then downloads only the files whose characters appear, and only when no installed
 * font before it in the font stack (base.css; Japanese text is marked `lang="ja"`) has them.
 */
let loading: Promise<unknown> | undefined;
/** Whether each font's rules are in the page (`document.fonts.check` is true for a family with no rule). */
const rulesIn = { kr: false, jp: false };

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
  ]).then(
    () => (rulesIn.kr = true),
    (error: unknown) => {
      // Without the web font the system's fonts are used: only logged.
      console.warn('Korean font could not be loaded:', error);
      loading = undefined;
    },
  );
  void loading?.then(reshapeWhenFontsArrive);
  // Text in a form field is not repainted when a font arrives later: ask for its glyphs' files now.
  const sample = text.slice(0, 2000);
  if (sample && typeof document !== 'undefined' && document.fonts)
    void loading?.then(() => document.fonts.load('400 1em "Noto Sans KR"', sample)).catch(() => undefined);
}

let loadingJapanese: Promise<unknown> | undefined;

/** Hiragana, katakana and half-width katakana: Japanese for sure (kanji alone could be Chinese or hanja). */
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/**
 * Loads the Japanese font's rules once, when `text` holds kana or when asked for Japanese (`ja`, `ja_JP`): the
 * dictionary's glosses in Japanese, whose kanji a Korean font would otherwise draw in its own style or not at all.
 * @example ensureJapaneseFont('', 'ja') // starts loading the rules
 */
export function ensureJapaneseFont(text = '', language = ''): void {
  if (!(language.startsWith('ja') || KANA.test(text))) return;
  loadingJapanese ??= Promise.all([
    import('@fontsource/noto-sans-jp/400.css'),
    import('@fontsource/noto-sans-jp/700.css'),
  ]).then(
    () => (rulesIn.jp = true),
    (error: unknown) => {
      console.warn('Japanese font could not be loaded:', error);
      loadingJapanese = undefined;
    },
  );
  void loadingJapanese?.then(reshapeWhenFontsArrive);
}

let reshaping = false;
let reshapeQueued = false;

/**
 * Lays the page's text out again with its fonts. Chromium kept empty boxes for text it had shaped before the
 * web font's rules were added or while a face it needed was still loading (Japanese glosses, a bold Korean
 * headword), until the text's font changed: a class (base.css) switches every element's font for one forced
 * layout, and back.
 */
function reshapeText(): void {
  if (reshapeQueued) return;
  reshapeQueued = true;
  requestAnimationFrame(() => {
    reshapeQueued = false;
    const root = document.documentElement;
    root.classList.add('font-reshape');
    void root.offsetWidth;
    root.classList.remove('font-reshape');
  });
}

/** From the first web font's rules on: text is laid out again now and whenever font files arrive. */
function reshapeWhenFontsArrive(): void {
  if (reshaping || typeof document === 'undefined' || !document.fonts) return;
  reshaping = true;
  document.fonts.addEventListener('loadingdone', reshapeText);
  reshapeText();
}

/**
 * Loads the web fonts `text` (in `language`, a text or dictionary language) needs: Korean, Japanese, or none.
 * @example ensureFontsFor('店', 'ja') // the Japanese font's rules
 */
export function ensureFontsFor(text = '', language = ''): void {
  ensureKoreanFont(text, language);
  ensureJapaneseFont(text, language);
}

/**
 * A promise that settles once the web font files that draw `text` (in `lang`, `ja` for Japanese glosses) are
 * loaded, regular and bold (or failed to), or null when no web font is needed or its files are in already.
 * Chromium keeps empty boxes for text it shaped while those files were on their way, even after they arrive and
 * a forced layout, until its font changes: useGlyphsStyle (@glossa/ui) changes it invisibly once this settles. The
 * text is shown meanwhile (with the system's fonts, or boxes), so there is no time limit to wait.
 * @example const ready = glyphsReady('学校', 'ja'); if (ready) await ready; // then change the text's font
 */
export function glyphsReady(text: string, lang = ''): Promise<void> | null {
  if (!text || typeof document === 'undefined' || !document.fonts) return null;
  const japanese = lang.startsWith('ja') || KANA.test(text);
  const korean = HANGUL.test(text);
  if (!japanese && !korean) return null;
  ensureFontsFor(text, japanese ? 'ja' : '');
  const chars = [...new Set(text)].join('');
  const families = [
    ...(japanese ? [{ name: '"Noto Sans JP"', rules: loadingJapanese, inPage: rulesIn.jp }] : []),
    ...(korean ? [{ name: '"Noto Sans KR"', rules: loading, inPage: rulesIn.kr }] : []),
  ];
  const weights = ['400', '700'];
  const loaded = families.every(
    (family) =>
      family.inPage &&
      weights.every((weight) => document.fonts.check(`${weight} 16px ${family.name}`, chars)),
  );
  if (loaded) return null;
  return Promise.all(
    families.map((family) =>
      Promise.resolve(family.rules).then(() =>
        Promise.all(weights.map((weight) => document.fonts.load(`${weight} 16px ${family.name}`, chars))),
      ),
    ),
  ).then(
    () => undefined,
    (error: unknown) => console.warn('Web font files could not be loaded:', error),
  );
}
