/** Build-time flags the Vite configs define (vite.config.ts, vite.content.config.ts). */
interface ImportMetaEnv {
  /** True only in the browser tests' build (`vite build --mode e2e`): test hooks on the service worker. */
  readonly GLOSSA_TEST_HOOKS: boolean;
}
