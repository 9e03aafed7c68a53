import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { extensionIdOf } from './extension-id.ts';

/** Packs extensions/chrome/dist into the repository's dist/glossa-chrome.zip (what the Chrome Web Store takes). */
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const out = join(root, '..', '..', 'dist');
const files = filesUnder(dist).filter((path) => !path.includes('.vite'));
const entries = Object.fromEntries(files.map((path) => [relative(dist, path), readFileSync(path)]));
const zip = zipSync(entries, { level: 9 });
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'glossa-chrome.zip'), zip);
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { key: string };
console.log(`dist/glossa-chrome.zip: ${files.length} files, ${zip.length} bytes`);
console.log(`extension id: ${extensionIdOf(manifest.key)}`);
