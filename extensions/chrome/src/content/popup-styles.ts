/** The word popup's styles inside its shadow root on a web page (its place: @glossa/ui `placePopup`). */

/**
 * Makes a style sheet's `rem` lengths independent of the page: inside a shadow root `rem` is still the page's
 * root font size (10 px on some sites), so each becomes a multiple of the popup's own `--glossa-rem`.
 * @example remToVariable('a { margin: 0.5rem }') // 'a { margin: calc(0.5 * var(--glossa-rem)) }'
 */
export function remToVariable(css: string): string {
  return css.replace(/(\d*\.?\d+)rem\b/g, 'calc($1 * var(--glossa-rem))');
}

/**
 * The design tokens, written for `:root`, made to apply to a shadow root's host (and its dark variant).
 * @example hostTokens(':root.dark { --bg: #000 }') // ':host(.dark) { --bg: #000 }'
 */
export function hostTokens(css: string): string {
  return css.replaceAll(':root.dark', ':host(.dark)').replaceAll(':root', ':host');
}
