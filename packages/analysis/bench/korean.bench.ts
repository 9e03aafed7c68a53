/**
 * Korean analyser benchmark: dictionary load time and resident memory, then throughput of our decoder
 * against Debian's `mecab` on the same text and dictionary in the same run, then headword accuracy.
 *   npm run bench:ko            (add `-- --repeat 40` for a longer throughput run)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadKoreanDictionary, resolveDictionaryDir } from '../src/korean/dictionary/load.ts';
import { readCoreKoreanNouns, readParitySentences } from '../src/korean/fixtures.ts';
import { buildKoreanUserDictionary } from '../src/korean/dictionary/user-dictionary.ts';
import type { KoreanUserDictionary } from '../src/korean/dictionary/user-dictionary.ts';
import { tokenizeKorean } from '../src/korean/tokenize.ts';
import { ensureMecab } from '../scripts/parity-ko-mecab.ts';
import { runAccuracy } from './korean-accuracy.ts';

const KIWI_DIR = '/work/shared/data/kiwi-eval';
const repeatArg = process.argv.indexOf('--repeat');
const REPEAT = repeatArg > 0 ? Number(process.argv[repeatArg + 1]) : 20;
const ROUNDS = 3;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function corpus(): string[] {
  const own = readParitySentences();
  const kiwi = existsSync(KIWI_DIR)
    ? readdirSync(KIWI_DIR)
        .filter((f) => f.endsWith('.txt') && !f.startsWith('LICENSE'))
        .flatMap((f) => readFileSync(join(KIWI_DIR, f), 'utf8').split('\n'))
        .map((l) => l.split('\t')[0] ?? '')
        .filter((l) => l.trim())
    : [];
  return [...own, ...kiwi];
}

// 1. Load time and memory (the first load in this process: what a fresh worker pays).
const dir = resolveDictionaryDir();
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const dictionary = loadKoreanDictionary(dir);
const loadMs = performance.now() - t0;
const rssAfter = process.memoryUsage().rss;
console.info(`dictionary: ${dir}`);
console.info(`load time: ${loadMs.toFixed(1)} ms (target < 500 ms)`);
console.info(
  `resident memory after load: ${mb(rssAfter)} MB (${mb(rssAfter - rssBefore)} MB added; target < 300 MB)`,
);

// 2. Throughput on the same text: ours in-process, mecab as a process fed on stdin.
const lines = corpus();
const text: string[] = [];
for (let i = 0; i < REPEAT; i++) text.push(...lines);
const chars = text.reduce((n, l) => n + l.length, 0);
const bytes = Buffer.byteLength(text.join('\n'));
console.info(
  `corpus: ${lines.length} sentences x ${REPEAT} = ${text.length} lines, ${chars} chars, ${mb(bytes)} MB`,
);

for (const line of lines.slice(0, 200)) tokenizeKorean(line, { dictionary }); // warm-up (JIT)
ensureMecab();
const inputFile = join(mkdtempSync(join(tmpdir(), 'glossa-bench-ko-')), 'corpus.txt');
writeFileSync(inputFile, text.join('\n') + '\n');
const emptyFile = inputFile.replace(/corpus\.txt$/, 'empty.txt');
writeFileSync(emptyFile, '\n');

/** Runs mecab on a file; returns wall ms and CPU ms (user + system, from bash's `time` on stderr). */
function timeMecab(file: string): { wall: number; cpu: number } {
  const start = performance.now();
  const script = `TIMEFORMAT='%3U %3S'; time mecab -d "$1" < "$2" > /dev/null`;
  const run = spawnSync('bash', ['-c', script, 'bench', dir, file], { encoding: 'utf8' });
  const wall = performance.now() - start;
  if (run.status !== 0) throw new Error(`mecab failed: ${run.stderr}`);
  const [user = 0, system = 0] = run.stderr.trim().split('\n').pop()?.split(' ').map(Number) ?? [];
  return { wall, cpu: (user + system) * 1000 };
}

// The server's analyser also looks up the installed dictionaries' nouns (user dictionary entries): timed
// with the core dictionary's, in the same rounds.
const userStart = performance.now();
const userDictionary = buildKoreanUserDictionary(dictionary, readCoreKoreanNouns());
const userBuildMs = performance.now() - userStart;
for (const line of lines.slice(0, 200)) tokenizeKorean(line, { dictionary, userDictionary });

let morphemes = 0;
/** Runs ours over the corpus (with user entries when given); returns wall ms and CPU ms of this process. */
function timeOurs(user?: KoreanUserDictionary): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  morphemes = 0;
  const options = user ? { dictionary, userDictionary: user } : { dictionary };
  for (const line of text) morphemes += tokenizeKorean(line, options).length;
  const cpu = process.cpuUsage(cpuStart);
  return { wall: performance.now() - start, cpu: (cpu.user + cpu.system) / 1000 };
}

// The machine is shared: alternate the two several times and keep each one's best round. CPU time is
// reported beside wall time because it is less disturbed by other processes.
const best = {
  ours: { wall: Infinity, cpu: Infinity },
  user: { wall: Infinity, cpu: Infinity },
  mecab: { wall: Infinity, cpu: Infinity },
};
const startup = { wall: Infinity, cpu: Infinity };
const keepBest = (into: { wall: number; cpu: number }, run: { wall: number; cpu: number }) => {
  into.wall = Math.min(into.wall, run.wall);
  into.cpu = Math.min(into.cpu, run.cpu);
};
for (let round = 0; round < ROUNDS; round++) {
  keepBest(best.ours, timeOurs());
  keepBest(best.user, timeOurs(userDictionary));
  keepBest(startup, timeMecab(emptyFile));
  keepBest(best.mecab, timeMecab(inputFile));
}
const rate = (ms: number) => Math.round(chars / (ms / 1000));
console.info(`best of ${ROUNDS} rounds each (${morphemes} morphemes per round):`);
console.info(
  `ours:  ${best.ours.wall.toFixed(0)} ms wall, ${best.ours.cpu.toFixed(0)} ms CPU, ${rate(best.ours.wall)} chars/s`,
);
console.info(
  `ours with ${userDictionary.words.length} core nouns as user entries (built in ${userBuildMs.toFixed(0)} ms): ` +
    `${best.user.wall.toFixed(0)} ms wall, ${best.user.cpu.toFixed(0)} ms CPU, ${rate(best.user.wall)} chars/s; ` +
    `ratio to plain: wall ${(best.ours.wall / best.user.wall).toFixed(2)}, CPU ${(best.ours.cpu / best.user.cpu).toFixed(2)}`,
);
const mecabWall = best.mecab.wall - startup.wall;
const mecabCpu = best.mecab.cpu - startup.cpu;
console.info(
  `mecab: ${best.mecab.wall.toFixed(0)} ms wall, ${best.mecab.cpu.toFixed(0)} ms CPU; start-up and dictionary ` +
    `open ${startup.wall.toFixed(0)} ms wall, ${startup.cpu.toFixed(0)} ms CPU; ${rate(mecabWall)} chars/s excluding start`,
);
console.info(
  `throughput ratio ours/mecab (target >= 0.5): wall ${(mecabWall / best.ours.wall).toFixed(2)}, ` +
    `CPU ${(mecabCpu / best.ours.cpu).toFixed(2)}`,
);
rmSync(dirname(inputFile), { recursive: true, force: true });
console.info(`resident memory at the end: ${mb(process.memoryUsage().rss)} MB`);

// 3. Headword accuracy on the gold set.
runAccuracy();
