import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './manifest.config.ts';
import { hangulFonts } from './scripts/hangul-fonts.ts';

// CRXJS builds the MV3 extension from the manifest: the service worker, the HTML pages it names, and the
// manifest with their hashed file names.
export default defineConfig({
  plugins: [react(), crx({ manifest }), hangulFonts({ emit: true })],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
