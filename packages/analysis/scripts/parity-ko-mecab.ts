/**
 * Runs Debian's `mecab` (the reference) on sentences with mecab-ko-dic, installing it with apt-get when
 * missing. Used by the parity script and the Korean benchmark.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { resolveDictionaryDir } from '../src/korean/dictionary/load.ts';

/** Whether a `mecab` binary answers. */
export function hasMecab(): boolean {
  return spawnSync('mecab', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Makes sure `mecab` is installed (apt-get as root), or throws with the command to run. */
export function ensureMecab(): void {
  if (hasMecab()) return;
  if (process.getuid?.() !== 0)
    throw new Error('mecab is missing: run `apt-get install mecab libmecab2` as root');
  console.info('mecab not found: installing Debian packages mecab and libmecab2 ...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'mecab', 'libmecab2'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!hasMecab()) throw new Error('mecab is still missing after apt-get install');
}

/** Runs mecab once over all sentences (one per line) and returns `[surface, feature]` pairs per sentence. */
export function runMecab(
  sentences: readonly string[],
  dicDir = resolveDictionaryDir(),
): [string, string][][] {
  const output = execFileSync('mecab', ['-d', dicDir], {
    input: sentences.join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const result: [string, string][][] = [];
  let current: [string, string][] = [];
  for (const line of output.split('\n')) {
    if (line === 'EOS') {
      result.push(current);
      current = [];
    } else if (line.includes('\t')) {
      const tab = line.indexOf('\t');
      current.push([line.slice(0, tab), line.slice(tab + 1)]);
    }
  }
  if (result.length !== sentences.length) {
    throw new Error(`mecab returned ${result.length} sentences for ${sentences.length} lines`);
  }
  return result;
}
