/**
 * Parity of our Korean analyser with Debian's `mecab` on the same dictionary: share of sentences whose
 * (surface, tag) sequence is identical, on our own sentences and on the Kiwi evaluation corpus when present.
 *   npm run parity:ko                 compare and list the differing sentences
 *   npm run parity:ko -- --write      also rewrite test-data/korean/parity-reference.txt from mecab's output
 *   npm run parity:ko -- --penalty    decode with mecab-ko's left-space-penalty-factor (to compare behaviours)
 */
import { writeFileSync } from 'node:fs';
import { tokenizeKorean } from '../src/korean/tokenize.ts';
import {
  KOREAN_TEST_DATA,
  kiwiEvalDir,
  readKiwiSentences,
  readParitySentences,
  REFERENCE_FILE,
} from '../src/korean/fixtures.ts';
import { ensureMecab, runMecab } from './parity-ko-mecab.ts';

const KIWI_DIR = kiwiEvalDir();
const args = new Set(process.argv.slice(2));
const penalty = args.has('--penalty');

/** Deterministic random lines over a mixed alphabet (spaces of all kinds, jamo, emoji, Latin, Hanja ...). */
function fuzzSentences(count: number): string[] {
  const alphabet = [
    ...'가나다라학교에갔어요는을를이가했다  ..,!?abcXYZ123４５漢字😀👍🏽ㅋㅠㄱㅏéü—~^^()[]"\'ЖλカひX',
    '\u1100\u1161\u11a8',
    '\u00a0',
    '\u3000',
    '\t',
    '\ufeff',
    '\u200b',
  ];
  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const lines = [
    '가'.repeat(1000),
    'ab'.repeat(300),
    '1'.repeat(26),
    '.'.repeat(25),
    '한'.repeat(24) + 'a',
    '😀'.repeat(30),
  ];
  while (lines.length < count) {
    let line = '';
    for (let j = 1 + rand(40); j > 0; j--) line += alphabet[rand(alphabet.length)] ?? '';
    lines.push(line);
  }
  return lines;
}

const show = (morphs: readonly (readonly [string, string])[]): string =>
  morphs.map(([s, f]) => `${s}/${f.split(',')[0]}`).join(' ');

function compare(name: string, sentences: string[]): void {
  const reference = runMecab(sentences);
  let same = 0;
  const diffs: string[] = [];
  sentences.forEach((sentence, i) => {
    const expected = (reference[i] ?? []).map(([s, f]) => [s, f] as const);
    const ours = tokenizeKorean(sentence, { leftSpacePenalty: penalty }).map(
      (m) => [m.surface, m.feature] as const,
    );
    if (show(expected) === show(ours)) same++;
    else diffs.push(`  ${sentence}\n    mecab: ${show(expected)}\n    ours:  ${show(ours)}`);
  });
  const share = sentences.length ? (100 * same) / sentences.length : 100;
  console.info(`${name}: ${same}/${sentences.length} identical (${share.toFixed(2)}%)`);
  if (diffs.length) console.info(diffs.join('\n'));
}

ensureMecab();
const own = readParitySentences();
compare(`own sentences${penalty ? ' (left-space penalty on)' : ''}`, own);
const kiwi = readKiwiSentences(KIWI_DIR);
if (kiwi.length) compare('kiwi-eval corpus', kiwi);
else console.info(`kiwi-eval corpus: skipped (${KIWI_DIR} not present)`);

compare('random mixed-script lines', fuzzSentences(3000));

if (args.has('--write')) {
  const reference = runMecab(own);
  const text = own
    .map((sentence, i) =>
      [`>>> ${sentence}`, ...(reference[i] ?? []).map(([s, f]) => `${s}\t${f}`), 'EOS'].join('\n'),
    )
    .join('\n');
  writeFileSync(KOREAN_TEST_DATA + REFERENCE_FILE, text + '\n');
  console.info(`wrote ${own.length} sentences to test-data/korean/${REFERENCE_FILE}`);
}
