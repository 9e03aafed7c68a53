import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
// Relative, not the package name: Vite bundles its config's relative imports, and Node cannot load the
// package's TypeScript source.
import { hangulSubsets } from '../../../packages/ui/src/fonts/hangul-faces.ts';

/**
 * The web app's Korean font files: only the @fontsource Noto Sans KR subsets that hold Hangul, regular and
 * bold, as hashed assets, listed with their Hangul ranges by `virtual:glossa-hangul-subsets`
 * (lib/korean-font-rules.ts makes the page's @font-face rules of it). The whole package's rules would bring
 * every subset, their woff fallbacks, and three times the text to every page's start.
 */
const MODULE_ID = 'virtual:glossa-hangul-subsets';
const RESOLVED_ID = `\0${MODULE_ID}`;

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource/noto-sans-kr/package.json'));

export function hangulFonts(): Plugin {
  return {
    name: 'glossa-hangul-fonts',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const subsets = hangulSubsets(readFileSync(join(packageDir, '400.css'), 'utf8'));
      const file = (n: number, weight: string) =>
        JSON.stringify(`@fontsource/noto-sans-kr/files/noto-sans-kr-${n}-${weight}-normal.woff2?url`);
      const imports = subsets.flatMap(([n]) => [
        `import r${n} from ${file(n, '400')};`,
        `import b${n} from ${file(n, '700')};`,
      ]);
      const list = subsets.map(([n, range]) => `[${JSON.stringify(range)}, r${n}, b${n}]`);
      return `${imports.join('\n')}\nexport const HANGUL_SUBSETS = [\n${list.join(',\n')}\n];\n`;
    },
  };
}
