/** The Vite mode of the browser tests' build: the service worker's test hooks, written to dist-e2e. */
export const E2E_MODE = 'e2e';

/**
 * Where a build of this mode goes: the browser tests' build beside the shipped one, so that building either
 * never leaves the other's files behind.
 * @example distOf('e2e') // 'dist-e2e'
 */
export function distOf(mode: string): string {
  return mode === E2E_MODE ? 'dist-e2e' : 'dist';
}
