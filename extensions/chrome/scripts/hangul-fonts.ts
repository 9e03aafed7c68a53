import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// Relative, not the package name: Vite bundles its config's relative imports, and Node cannot load the
// package's TypeScript source.
import { hangulSubsets } from '../../../packages/ui/src/fonts/hangul-faces.ts';
import type { Plugin } from 'vite';

/**
 * The Korean web font of the extension: the @fontsource Noto Sans KR files whose unicode-range holds Hangul
 * (regular and bold), copied to `fonts/` under fixed names, and a small module listing them with their Hangul
 * ranges (`virtual:glossa-hangul-faces`), which the side panel, the options page and the page popup register
 * with the FontFace API (src/fonts/hangul-font.ts): a face's file is fetched only when its characters are drawn.
 * `emit: false` (the content script's own build) only answers the module: the files come from the main build.
 */
const MODULE_ID = 'virtual:glossa-hangul-faces';
const RESOLVED_ID = `\0${MODULE_ID}`;
export const FONT_WEIGHTS = ['400', '700'] as const;

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource/noto-sans-kr/package.json'));

/** Each subset with Hangul: its number in the file names and its Hangul range (the same for every weight). */
const subsets = () => hangulSubsets(readFileSync(join(packageDir, '400.css'), 'utf8'));

export function hangulFonts({ emit }: { emit: boolean }): Plugin {
  const list = subsets();
  return {
    name: 'glossa-hangul-fonts',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const HANGUL_SUBSETS = ${JSON.stringify(list)};\nexport const HANGUL_WEIGHTS = ${JSON.stringify(FONT_WEIGHTS)};\n`;
    },
    generateBundle() {
      if (!emit) return;
      for (const [n] of list)
        for (const weight of FONT_WEIGHTS) {
          const name = `noto-sans-kr-${n}-${weight}-normal.woff2`;
          this.emitFile({
            type: 'asset',
            fileName: `fonts/${name}`,
            source: readFileSync(join(packageDir, 'files', name)),
          });
        }
    },
  };
}
