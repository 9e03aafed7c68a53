/**
 * English analyser benchmark: model load time and memory, throughput on ~1000-character texts, lemma
 * accuracy on the hand-annotated gold set. Run with `npm run bench:en`.
 */
import { englishAnalyzer } from '../src/english/index.ts';
import { mb, measureThroughput, printGold, textChunks } from './english-french-common.ts';

const gold = new URL('../test-data/english/gold.txt', import.meta.url);
const before = process.memoryUsage();
let t = performance.now();
englishAnalyzer.analyze('Warm up the model.');
const loadMs = performance.now() - t;
const after = process.memoryUsage();
console.log('English analyser (wink-nlp + wink-eng-lite-web-model)');
console.log(`model load + first    ${loadMs.toFixed(0)} ms`);
console.log(
  `memory after load     rss ${mb(after.rss)} (+${mb(after.rss - before.rss)}), heap ${mb(after.heapUsed)}`,
);
t = performance.now();
measureThroughput(englishAnalyzer, textChunks(gold), 10);
console.log(`bench wall time       ${((performance.now() - t) / 1000).toFixed(1)} s`);
printGold(englishAnalyzer, gold, 0.97);
