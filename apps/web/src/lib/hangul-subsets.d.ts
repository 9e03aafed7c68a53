/** The Hangul subsets of the Korean web font (vite/hangul-fonts.ts): [unicode-range, regular URL, bold URL]. */
declare module 'virtual:glossa-hangul-subsets' {
  export const HANGUL_SUBSETS: readonly (readonly [string, string, string])[];
}
