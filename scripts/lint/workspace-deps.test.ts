import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { undeclaredGlossaImports } from './workspace-deps.ts';

// Written in two pieces so that the fixtures' imports below are not read as this file's own.
const G = '@' + 'glossa/';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('workspace dependencies', () => {
  it('every workspace declares the @glossa packages it imports', () => {
    expect(undeclaredGlossaImports(root)).toEqual([]);
  });
});

describe('undeclaredGlossaImports', () => {
  const temps: string[] = [];
  afterEach(() => {
    for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function write(base: string, file: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), text);
  }

  it('names the workspace, the package and a file for an undeclared import; declared and own ones pass', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-deps-'));
    temps.push(base);
    write(base, 'package.json', JSON.stringify({ workspaces: ['packages/a', 'packages/b'] }));
    write(base, 'scripts/run.ts', `import { b } from '${G}b';\n`);
    write(
      base,
      'packages/a/package.json',
      JSON.stringify({ name: `${G}a`, dependencies: { [`${G}c`]: '*' } }),
    );
    write(
      base,
      'packages/a/src/index.ts',
      `import { c } from '${G}c';\nimport { a } from '${G}a/sub';\nexport const x = await import('${G}b');\n`,
    );
    write(
      base,
      'packages/b/package.json',
      JSON.stringify({ name: `${G}b`, devDependencies: { [`${G}a`]: '*' } }),
    );
    write(base, 'packages/b/src/b.test.ts', `import '${G}a';\n`);
    write(base, 'packages/b/node_modules/x/index.js', `require('${G}zzz');\n`);

    expect(undeclaredGlossaImports(base)).toEqual([
      { workspace: '.', imported: `${G}b`, file: 'scripts/run.ts' },
      { workspace: 'packages/a', imported: `${G}b`, file: 'packages/a/src/index.ts' },
    ]);
  });
});
