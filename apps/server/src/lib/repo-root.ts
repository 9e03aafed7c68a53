import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The repository's root folder (the one whose package.json declares the workspaces), found by walking up
 * from this file, so that the server finds the web build and its version from src/ and from dist/ alike.
 * @example path.join(repoRoot(), 'apps/web/dist')
 */
export function repoRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object)
    ) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (package.json with workspaces).');
    dir = parent;
  }
}
