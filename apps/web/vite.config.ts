import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hangulFonts } from './vite/hangul-fonts.ts';

// The API runs on 8080 in development; Vite proxies /api to it so cookies stay same-origin.
export default defineConfig({
  plugins: [react(), hangulFonts()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
