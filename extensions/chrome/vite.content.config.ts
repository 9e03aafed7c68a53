import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { E2E_MODE, distOf } from './scripts/build-mode.ts';
import { hangulFonts } from './scripts/hangul-fonts.ts';

/**
 * The page highlighting content script, built apart from the CRXJS build as one self-contained classic script
 * (`dist/content/page-highlights.js`): `chrome.scripting` injects it into the sites the learner turned on, so
 * it needs no `web_accessible_resources` entry and no module loader a page could see.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The font list only: the files are the main build's (dist/fonts).
    hangulFonts({ emit: false }),
    {
      // The popup's styles are imported as text into its shadow root; the stylesheet file the shared components'
      // CSS imports would also produce is not used by anything.
      name: 'glossa-drop-css-files',
      enforce: 'post',
      generateBundle(_options, bundle) {
        for (const name of Object.keys(bundle)) if (name.endsWith('.css')) delete bundle[name];
      },
    },
  ],
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    'import.meta.env.GLOSSA_TEST_HOOKS': JSON.stringify(mode === E2E_MODE),
  },
  build: {
    target: 'es2022',
    outDir: `${distOf(mode)}/content`,
    emptyOutDir: false,
    sourcemap: false,
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/content/main.ts',
      formats: ['iife'],
      name: 'glossaPageHighlights',
      fileName: () => 'page-highlights.js',
    },
  },
}));
