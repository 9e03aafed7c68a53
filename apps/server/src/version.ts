import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/repo-root.ts';

function packageVersion(): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version;
  } catch {
    return undefined;
  }
}

/** The release version reported by /api/health. */
export const APP_VERSION: string = process.env.GLOSSA_VERSION ?? packageVersion() ?? '0.0.0';
