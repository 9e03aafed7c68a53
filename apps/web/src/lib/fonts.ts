/**
 * Korean and Japanese glyphs on every machine: the Noto Sans KR and Noto Sans JP web fonts (the @fontsource
 * packages, each split by unicode-range into about 120 files). The Korean font's rules (Hangul only, first in
 * base.css's font stack: korean-font-rules.ts) are put in the page at start on every screen, since any screen
 * may show Korean (a deck's name, a card); the browser then downloads only the files whose characters appear,
 * and only when no installed Korean font has them. The Japanese font's rules are loaded the first time Japanese
 * is shown, as a CSS chunk of their own (Japanese text is marked `lang="ja"`).
 */
let loading: Promise<unknown> | undefined;
/** Whether each font's rules are in the page (`document.fonts.check` is true for a family with no rule). */
const rulesIn = { kr: false, jp: false };

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * Puts the Korean font's rules in the page, once (start.ts calls it before the first screen renders).
 * @example loadKoreanFontRules()
 */
export function loadKoreanFontRules(): Promise<unknown> | undefined {
  if (typeof document === 'undefined') return undefined;
  if (loading) return loading;
  loading = import('./korean-font-rules.ts').then(
    ({ addKoreanFontRules }) => {
      addKoreanFontRules(document);
      rulesIn.kr = true;
    },
    (error: unknown) => {
      // Without the web font the system's fonts are used: only logged.
      console.warn('Korean font could not be loaded:', error);
      loading = undefined;
    },
  );
  void loading.then(reshapeWhenFontsArrive);
  return loading;
}

/**
 * Makes sure the Korean font's rules are in when `text` holds Hangul (or for a Korean text language), and
 * asks for the files of `text`'s characters.
 * @example ensureKoreanFont('학교에 가요') // the files of these syllables start loading
 */
export function ensureKoreanFont(text = '', language = ''): void {
  if (!(language.startsWith('ko') || HANGUL.test(text))) return;
  const rules = loadKoreanFontRules();
  // Text in a form field is not repainted when a font arrives later: ask for its glyphs' files now.
  const sample = text.slice(0, 2000);
  if (sample && rules && document.fonts)
    void rules.then(() => document.fonts.load('400 1em "Noto Sans KR"', sample)).catch(() => undefined);
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
let reshapeRound = 0;

/**
 * Lays the page's text out again with its fonts. Chromium kept empty boxes for text it had shaped before the
 * web font's rules were added or while a face it needed was still loading (a bold Korean title, Japanese
 * glosses), for as long as the text's font stayed the same; a passing change and back was not enough (the
 * old shaping came back with the old font). So each round adds a family of its own, that no machine has, at
 * the end of the page's font stack (base.css `--font-round`): every element that inherits the stack gets a
 * font it never shaped with.
 */
function reshapeText(): void {
  if (reshapeQueued) return;
  reshapeQueued = true;
  requestAnimationFrame(() => {
    reshapeQueued = false;
    reshapeRound += 1;
    document.documentElement.style.setProperty('--font-round', `glossa-font-round-${reshapeRound}`);
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
