import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import manifest from '../manifest.config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('extension icons', () => {
  it('names a PNG of the right size for 16, 32, 48 and 128 px, for the store and the toolbar', async () => {
    // defineManifest may hand back the manifest, a promise of it or a function of the build environment.
    expect(typeof manifest).not.toBe('function');
    const resolved = (await Promise.resolve(manifest as object)) as {
      icons: Record<string, string>;
      action: { default_icon?: Record<string, string> };
    };
    const { icons, action } = resolved;
    expect(Object.keys(icons).sort()).toEqual(['128', '16', '32', '48']);
    expect(action.default_icon).toEqual(icons);
    for (const [size, file] of Object.entries(icons)) {
      const bytes = fs.readFileSync(path.join(root, 'public', file));
      expect(pngSize(bytes)).toEqual({ width: Number(size), height: Number(size) });
    }
  });
});
