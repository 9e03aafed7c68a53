import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './manifest.config.ts';
import { E2E_MODE, distOf } from './scripts/build-mode.ts';
import { hangulFonts } from './scripts/hangul-fonts.ts';

// CRXJS builds the MV3 extension from the manifest: the service worker, the HTML pages it names, and the
// manifest with their hashed file names. `--mode e2e` builds the browser tests' copy into dist-e2e, with the
// service worker's test hooks; the default build (dist, and the store zip made from it) has none.
export default defineConfig(({ mode }) => ({
  plugins: [react(), crx({ manifest }), hangulFonts({ emit: true })],
  define: { 'import.meta.env.GLOSSA_TEST_HOOKS': JSON.stringify(mode === E2E_MODE) },
  build: {
    target: 'es2022',
    outDir: distOf(mode),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
}));
