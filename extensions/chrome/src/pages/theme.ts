/**
 * Follows the browser's light or dark scheme (the `dark` class the design tokens switch on).
 * @example followColourScheme(document.documentElement);
 */
export function followColourScheme(root: HTMLElement): void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => root.classList.toggle('dark', query.matches);
  apply();
  query.addEventListener('change', apply);
}
