import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS } from './benchmarks.ts';
import { listing } from './run.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('npm run bench', () => {
  it('knows each benchmark once, by a file that exists outside any src folder', () => {
    const names = BENCHMARKS.map((bench) => bench.name);
    expect(new Set(names).size).toBe(names.length);
    for (const bench of BENCHMARKS) {
      expect(fs.existsSync(path.join(ROOT, bench.file)), bench.file).toBe(true);
      expect(bench.file.split('/'), bench.file).not.toContain('src');
    }
  });

  it('is the one entry: every bench:* script is an alias of npm run bench -- <name>', () => {
    expect(scripts.bench).toBe('tsx scripts/bench/run.ts');
    const aliases = Object.entries(scripts).filter(([script]) => script.startsWith('bench:'));
    for (const [script, command] of aliases) {
      const name = script.slice('bench:'.length);
      expect(command, script).toBe(`npm run bench -- ${name}`);
      expect(BENCHMARKS.map((bench) => bench.name)).toContain(name);
    }
  });

  it('lists every benchmark with what it measures', () => {
    const text = listing();
    const lines = text.split('\n');
    for (const bench of BENCHMARKS) {
      const line = lines.find((candidate) => candidate.trimStart().startsWith(`${bench.name} `));
      expect(line, bench.name).toContain(bench.what);
    }
  });
});
