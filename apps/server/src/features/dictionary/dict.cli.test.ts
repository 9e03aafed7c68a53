import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir, writeGlossaFile } from './dictionary.test-helpers.ts';

const CLI = fileURLToPath(new URL('./dict.cli.ts', import.meta.url));

function dict(dataDir: string, ...args: string[]): { code: number | null; out: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', VITEST: '' },
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run dict', () => {
  it(
    'imports, lists and removes; a bad file changes nothing and names the line',
    { timeout: 120_000 },
    () => {
      const dir = tempDir('cli');
      const good = writeGlossaFile(dir, 'cli-fr', 'fr_FR', [
        { written: 'chat', senses: [{ glosses: { en_US: ['cat', ''] } }] },
      ]);
      const imported = dict(dir, 'import', good);
      expect(imported).toMatchObject({
        code: 0,
        out: expect.stringMatching(/imported 1 entries into cli-fr/),
      });
      const bad = writeGlossaFile(dir, 'cli-fr', 'fr_FR', [], ['{"written":'], 'bad.jsonl');
      const refused = dict(dir, 'import', bad);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/bad\.jsonl \(line 2\): not valid JSON/);
      expect(dict(dir, 'list').out).toMatch(/cli-fr\s+fr_FR\s+glossa\s+1\s/);
      expect(dict(dir, 'import', path.join(dir, 'missing.zip')).out).toMatch(/no such file/);
      expect(dict(dir, 'frobnicate')).toMatchObject({
        code: 2,
        out: expect.stringMatching(/unknown command/),
      });
      expect(dict(dir, 'remove', 'cli-fr').out).toMatch(/removed cli-fr/);
      expect(dict(dir, 'list').out).toMatch(/No dictionary installed/);
    },
  );
});
