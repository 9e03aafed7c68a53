import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the starter dictionaries (`starter/{ko,en,fr}.glossa.jsonl`): `DICT_STARTER_DIR` when set,
 * else beside this package's sources, else under the working directory (a bundled server).
 * @example starterDirectory() // '/app/packages/dictionary/starter'
 */
export function starterDirectory(env: Record<string, string | undefined> = process.env): string | null {
  return packageFolder('starter', env.DICT_STARTER_DIR);
}

/**
 * The folder of the core dictionary's sources (`core/{ko,en,fr}/*.jsonl`): `DICT_CORE_DIR` when set, else
 * beside this package's sources, else found through node_modules (a bundled server).
 * @example coreDirectory() // '/app/packages/dictionary/core'
 */
export function coreDirectory(env: Record<string, string | undefined> = process.env): string | null {
  return packageFolder('core', env.DICT_CORE_DIR);
}

function packageFolder(name: string, override: string | undefined): string | null {
  const candidates = [
    override,
    fileURLToPath(new URL(`../${name}/`, import.meta.url)),
    // From the bundled server, import.meta.url is the bundle's: find this package through node_modules.
    path.join(path.dirname(createRequire(import.meta.url).resolve('@glossa/dictionary/package.json')), name),
  ];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate) && fs.statSync(candidate).isDirectory()) return candidate;
  }
  return null;
}

/**
 * The starter dictionary files that exist now, in install order.
 * @example starterFiles('/app/packages/dictionary/starter') // ['/app/.../ko.glossa.jsonl', ...]
 */
export function starterFiles(directory: string): string[] {
  return ['ko', 'en', 'fr']
    .map((language) => path.join(directory, `${language}.glossa.jsonl`))
    .filter((file) => fs.existsSync(file));
}
