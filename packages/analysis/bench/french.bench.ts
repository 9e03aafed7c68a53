/**
 * French analyser benchmark: lexicon build time from the Hunspell files, load time of the built lexicon,
 * memory, throughput on ~1000-character texts, lemma accuracy on the gold set. Run with `npm run bench:fr`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frenchAnalyzer } from '../src/french/index.ts';
import {
  buildAndCacheFrenchLexicon,
  getFrenchLexicon,
  lexiconCachePath,
} from '../src/french/lexicon-cache.ts';
import { FrenchLexicon } from '../src/french/lexicon-format.ts';
import { mb, measureThroughput, printGold, textChunks } from './english-french-common.ts';

const gold = new URL('../test-data/french/gold.txt', import.meta.url);
console.log('French analyser (Hunspell dictionary-fr expanded lexicon + context rules)');

const before = process.memoryUsage();
let t = performance.now();
getFrenchLexicon(); // loads the cache file, building it first if it is missing
frenchAnalyzer.analyze('Nous allions à la plage.');
console.log(`analyser load + first ${(performance.now() - t).toFixed(0)} ms`);
const after = process.memoryUsage();
console.log(
  `memory after load     rss ${mb(after.rss)} (+${mb(after.rss - before.rss)}), heap ${mb(after.heapUsed)}`,
);
t = performance.now();
const loaded = new FrenchLexicon(readFileSync(lexiconCachePath(), 'utf8'));
const loadMs = performance.now() - t;
console.log(
  `lexicon load          ${loadMs.toFixed(0)} ms (target < 300 ms), ${loaded.size} forms (read + index)`,
);
t = performance.now();
measureThroughput(frenchAnalyzer, textChunks(gold), 10);
console.log(`bench wall time       ${((performance.now() - t) / 1000).toFixed(1)} s`);
printGold(frenchAnalyzer, gold, 0.95);

// Build into a scratch file so the measurement never disturbs the shared cache.
const scratch = join(tmpdir(), `glossa-fr-bench-${process.pid}.txt`);
t = performance.now();
const built = buildAndCacheFrenchLexicon(scratch);
const buildMs = performance.now() - t;
rmSync(scratch, { force: true });
console.log(
  `lexicon build         ${(buildMs / 1000).toFixed(2)} s (target < 30 s): ${built.stats.stems} stems -> ${built.stats.forms} forms, ${mb(built.text.length)} text`,
);
