/**
 * Hangul-only font faces made from a web font's `@font-face` rules (the @fontsource Noto Sans KR files, split by
 * unicode-range). Their family goes FIRST in a font stack: Chromium on a machine without a Korean font keeps
 * empty boxes for Hangul it shaped with `system-ui` before the web font's rules or files arrived, and a family
 * placed before `system-ui` is asked first for every character. Each face keeps only the Hangul of its range,
 * so Latin text and symbols stay with the system's fonts, and each face first tries the Korean fonts a
 * machine may have (`local()`), so only machines without one download the files.
 */

/** The Hangul blocks: jamo, compatibility jamo, jamo extended A and B, syllables. */
const HANGUL_BLOCKS: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];

/** Installed Korean fonts tried before the web font's file, by weight (their full and PostScript names). */
const LOCAL_FONTS: Record<string, readonly string[]> = {
  '400': [
    'Apple SD Gothic Neo Regular',
    'AppleSDGothicNeo-Regular',
    'Malgun Gothic',
    'Noto Sans CJK KR Regular',
    'NotoSansCJKkr-Regular',
    'Noto Sans KR Regular',
    'NotoSansKR-Regular',
  ],
  '700': [
    'Apple SD Gothic Neo Bold',
    'AppleSDGothicNeo-Bold',
    'Malgun Gothic Bold',
    'Noto Sans CJK KR Bold',
    'NotoSansCJKkr-Bold',
    'Noto Sans KR Bold',
    'NotoSansKR-Bold',
  ],
};

/** One face: its weight, its woff2 file's URL as written in the rules, and its Hangul `unicode-range`. */
export interface HangulFace {
  weight: string;
  url: string;
  unicodeRange: string;
}

const hex = (n: number) => n.toString(16);

/** The part of a `unicode-range` value (`U+ac00-ac0f,U+b2e4`) that is Hangul, or '' when none is. */
export function hangulRange(range: string): string {
  const out: string[] = [];
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9a-f]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match) continue;
    const low = parseInt(match[1]!, 16);
    const high = parseInt(match[2] ?? match[1]!, 16);
    for (const [start, end] of HANGUL_BLOCKS) {
      const from = Math.max(low, start);
      const to = Math.min(high, end);
      if (from <= to) out.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    }
  }
  return out.join(',');
}

/**
 * The Hangul faces of a style sheet's `@font-face` rules (normal style, woff2 sources); rules without Hangul
 * are left out.
 * @example hangulFaces(css) // [{ weight: '400', url: '/assets/noto-sans-kr-5-400-normal-x1.woff2', unicodeRange: 'U+ac00-ac0f' }, …]
 */
export function hangulFaces(css: string): HangulFace[] {
  const faces: HangulFace[] = [];
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const weight = /font-weight:\s*(\d+)/.exec(body)?.[1];
    const url = /url\(\s*['"]?([^'")]+\.woff2(?:\?[^'")]*)?)['"]?\s*\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1];
    if (!weight || !url || !range || /font-style:\s*italic/.test(body)) continue;
    const unicodeRange = hangulRange(range);
    if (unicodeRange) faces.push({ weight, url, unicodeRange });
  }
  return faces;
}

/** The `src` descriptor of a face: the installed Korean fonts, then the file at `url`. */
export function faceSource(face: HangulFace, url = face.url): string {
  const local = (LOCAL_FONTS[face.weight] ?? []).map((name) => `local("${name}")`);
  return [...local, `url("${url.replace(/["\\]/g, '')}") format("woff2")`].join(', ');
}

/**
 * `@font-face` rules for `family` from the faces (each URL passed through `urlOf`).
 * @example hangulFontFaceRules(hangulFaces(css), 'Noto Sans KR')
 */
export function hangulFontFaceRules(
  faces: readonly HangulFace[],
  family: string,
  urlOf: (url: string) => string = (url) => url,
): string {
  return faces
    .map(
      (face) =>
        `@font-face { font-family: "${family}"; font-style: normal; font-weight: ${face.weight}; ` +
        `font-display: swap; src: ${faceSource(face, urlOf(face.url))}; unicode-range: ${face.unicodeRange}; }`,
    )
    .join('\n');
}

/**
 * The @fontsource Noto Sans KR subsets that hold Hangul, from its `400.css` (every weight has the same subsets):
 * each subset's number in the file names (`noto-sans-kr-<n>-<weight>-normal.woff2`) and its Hangul range. For
 * the build plugins that ship only those files.
 * @example hangulSubsets(readFileSync('.../@fontsource/noto-sans-kr/400.css', 'utf8')) // [[5, 'U+ac00-…'], …]
 */
export function hangulSubsets(css: string): [number, string][] {
  return hangulFaces(css).map((face) => {
    const n = /noto-sans-kr-(\d+)-400-normal\.woff2$/.exec(face.url)?.[1];
    if (n === undefined) throw new Error(`Unexpected Noto Sans KR file name: ${face.url}`);
    return [Number(n), face.unicodeRange];
  });
}
