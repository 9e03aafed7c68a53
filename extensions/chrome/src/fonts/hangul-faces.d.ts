/** The Hangul subsets of the extension's Korean font (scripts/hangul-fonts.ts): [file number, unicode-range]. */
declare module 'virtual:glossa-hangul-faces' {
  export const HANGUL_SUBSETS: readonly [number, string][];
  export const HANGUL_WEIGHTS: readonly string[];
}
