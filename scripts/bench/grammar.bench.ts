// `npm run bench:grammar`: what the grammar layer adds to the analysis of 1,000 Korean characters, as a ratio
// to the analysis alone measured in the same run (interleaved rounds in alternating order, medians, and the
// median of each round's own ratio): first through the route, POST /api/analyze (grammar-route.ts), then in
// the library alone (the analyser and the matcher, without the server's answer). The library part also
// prints the ratio with the catalogue's patterns copied to 200+: each copy but the original ends in a
// morpheme that never comes, so it is tried wherever its original is and never matches: what 200+
// constructions sharing first morphemes cost (the writers' catalogue is growing).
import os from 'node:os';
import { analyzerFor } from '@glossa/analysis';
import { compilePattern, grammarEntries, grammarMatcher, GrammarMatcher } from '@glossa/analysis/grammar';
import { benchRoute } from './grammar-route.ts';

const SENTENCES = [
  '오늘은 아침 일찍 일어나서 도서관에 갔어요.',
  '한국어 책을 읽다가 모르는 단어가 나오면 사전을 찾았어요.',
  '점심에 친구가 같이 밥 먹으러 가자고 말했어요.',
  '우리는 학교 앞 식당에서 맛있는 비빔밥을 먹었어요.',
  '다시 공부하다 보니 시간 가는 줄 몰랐어요.',
  '날씨가 추워서 따뜻한 차를 마시고 싶었어요.',
  '선생님께서 천천히 말씀하세요.',
];
let text = '';
for (let i = 0; text.length < 1000; i += 1) text += `${SENTENCES[i % SENTENCES.length]} `;
text = text.slice(0, 1000);

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 31);
const PER_ROUND = 20;
// BENCH_PART=route or library runs one half only.
const PART = process.env.BENCH_PART ?? 'both';
if (PART !== 'library') await benchRoute(text, ROUNDS, 10);
if (PART === 'route') process.exit(0);
const analyzer = analyzerFor('ko_KR');
const real = grammarMatcher('ko_KR');
const entries = grammarEntries('ko_KR');
const copies = Math.max(1, Math.ceil(200 / Math.max(1, entries.length)));
const stress = new GrammarMatcher(
  'ko_KR',
  entries.flatMap((e) =>
    Array.from({ length: copies }, (_, i) =>
      compilePattern(`${e.id}#${i}`, i === 0 ? e.pattern : `${e.pattern} 없는말${i}/ZZ`, 'ko_KR'),
    ),
  ),
);

// CPU time of this process, not wall time: on a shared machine the wall clock counts the neighbours' work.
function time(run: () => void, times = PER_ROUND): number {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / times;
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const alone = (): void => void analyzer.analyzeWithPhrases(text);
const withGrammar = (matcher: GrammarMatcher) => (): void => {
  const { units } = analyzer.analyzeWithPhrases(text);
  matcher.match(units);
};
// Warm-up: the dictionary, the JIT, the catalogue.
for (let i = 0; i < 30; i++) withGrammar(stress)();

const samples = { alone: [] as number[], real: [] as number[], stress: [] as number[] };
const runs: [keyof typeof samples, () => void][] = [
  ['alone', alone],
  ['real', withGrammar(real)],
  ['stress', withGrammar(stress)],
];
// One analysis at a time, the three alternating (order reversed every other triple): each is set beside its
// neighbours, timed moments apart, so a busy machine's swings hit all three alike.
for (let r = 0; r < ROUNDS * PER_ROUND; r++) {
  const order = r % 2 === 0 ? runs : [...runs].reverse();
  for (const [name, run] of order) samples[name].push(time(run, 1));
}
const units = analyzer.analyzeWithPhrases(text).units;
const found = real.match(units).length;
const matchOnly = median(Array.from({ length: ROUNDS }, () => time(() => void real.match(units))));
const base = median(samples.alone);
console.info(
  `LIBRARY (analyzeWithPhrases + matcher.match, no server): ${os.cpus().length} cores, load ` +
    `${os.loadavg()[0]?.toFixed(1)}; ${text.length} Korean characters; ${ROUNDS * PER_ROUND} analyses of each, ` +
    `alternating, medians of CPU time`,
);
// Each triple's own ratio, then their median: a neighbour's burst slows a triple's analyses alike, while the
// medians of the separate series can come from different moments of a busy machine.
const paired = (name: keyof typeof samples): number =>
  median(samples[name].map((ms, i) => ms / (samples.alone[i] as number)));
console.info(`library: analysis alone                     ${base.toFixed(2)} ms`);
console.info(
  `analysis + grammar (${entries.length} constructions, ${found} found) ${median(samples.real).toFixed(2)} ms   ratio ${(median(samples.real) / base).toFixed(3)}   median pair ratio ${paired('real').toFixed(3)}`,
);
console.info(`matcher alone on the same units              ${matchOnly.toFixed(2)} ms`);
console.info(
  `analysis + grammar (${entries.length * copies} patterns, stress)      ${median(samples.stress).toFixed(2)} ms   ratio ${(median(samples.stress) / base).toFixed(3)}   median pair ratio ${paired('stress').toFixed(3)}`,
);
