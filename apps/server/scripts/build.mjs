// Bundles the server (and its analysis worker) into dist/ with esbuild. Workspace packages (@glossa/*) are
// TypeScript sources, so they are bundled in; every npm dependency stays external and loads from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(serverDir, '../..');
const external = new Set();
for (const dir of [
  serverDir,
  ...['contract', 'analysis', 'dictionary', 'review'].map((p) => path.join(rootDir, 'packages', p)),
]) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
    if (!name.startsWith('@glossa/')) external.add(name);
  }
}

const entryPoints = { main: path.join(serverDir, 'src/main.ts') };
for (const [name, file] of Object.entries({
  'analysis.worker': 'src/features/analyze/analysis.worker.ts',
  'dict.cli': 'src/features/dictionary/dict.cli.ts',
})) {
  if (fs.existsSync(path.join(serverDir, file))) entryPoints[name] = path.join(serverDir, file);
}

await build({
  entryPoints,
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...[...external].map((name) => `${name}/*`)],
  // Bundled ESM still needs `require` for the few CommonJS paths some dependencies take.
  banner: {
    js: "import { createRequire as __glossaCreateRequire } from 'node:module'; const require = __glossaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.info(
  `server built: ${Object.keys(entryPoints).join(', ')} -> ${path.relative(rootDir, path.join(serverDir, 'dist'))}`,
);
