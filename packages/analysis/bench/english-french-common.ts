/**
 * Shared measuring code for the English and French benchmarks: throughput over real-style text chunks,
 * memory, and the gold-set report with its misses.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Analyzer } from '../src/types.ts';
import { goldReport } from '../src/test-helpers/gold-accuracy.ts';
import { parseGold } from '../src/test-helpers/gold-set.ts';

/**
 * Joins the gold sentences into chunks of about 1000 characters, the app's maximum text length.
 * @example textChunks(new URL('../test-data/french/gold.txt', import.meta.url)).length // 17
 */
export function textChunks(goldPath: URL, size = 1000): string[] {
  const sentences = parseGold(readFileSync(goldPath, 'utf8')).map((s) => s.text);
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current.length + sentence.length + 1 > size) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Megabytes, one decimal.
 * @example mb(1572864) // '1.5 MB'
 */
export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Analyses every chunk `rounds` times and prints characters per second and ms per 1000 characters.
 * @example measureThroughput(frenchAnalyzer, textChunks(gold), 10)
 */
export function measureThroughput(analyzer: Analyzer, chunks: readonly string[], rounds: number): void {
  // One untimed round first so JIT compilation does not count as analysis time.
  for (const chunk of chunks) analyzer.analyze(chunk);
  const perChunk: number[] = [];
  let chars = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  for (let r = 0; r < rounds; r += 1) {
    for (const chunk of chunks) {
      const t = performance.now();
      analyzer.analyze(chunk);
      perChunk.push(((performance.now() - t) * 1000) / chunk.length);
      chars += chunk.length;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // CPU time is what the analysis itself costs; wall time also counts waiting for a shared core.
  const cpu = process.cpuUsage(cpuStart);
  const cpuMsPer1000 = ((cpu.user + cpu.system) / 1000 / chars) * 1000;
  perChunk.sort((a, b) => a - b);
  const p95 = perChunk[Math.floor(perChunk.length * 0.95)] ?? 0;
  const median = perChunk[Math.floor(perChunk.length / 2)] ?? 0;
  console.log(
    `texts analysed        ${perChunk.length} x ~1000 chars (${chunks.length} chunks, ${rounds} rounds)`,
  );
  console.log(`throughput            ${Math.round(chars / seconds).toLocaleString('en')} chars/s`);
  const mean = (seconds * 1e6) / chars;
  console.log(
    `time per 1000 chars   median ${median.toFixed(2)} ms, mean ${mean.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target < 10 ms)`,
  );
  console.log(`CPU time per 1000 ch  ${cpuMsPer1000.toFixed(2)} ms (user + system, includes GC)`);
  // Other processes share the cores: the load average tells whether the tail is ours or theirs.
  console.log(
    `load average          ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
}

/**
 * Prints the gold accuracy (all and held-out) and every miss.
 * @example printGold(englishAnalyzer, gold, 0.97)
 */
export function printGold(analyzer: Analyzer, goldPath: URL, target: number): void {
  const report = goldReport(analyzer, goldPath);
  const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;
  const { all, heldOut } = report;
  console.log(`gold sentences        ${all.sentences} (held-out ${heldOut.sentences})`);
  console.log(
    `lemma accuracy        ${pct(all.accuracy)} (${all.correct}/${all.words}) target >= ${pct(target)}`,
  );
  console.log(`held-out accuracy     ${pct(heldOut.accuracy)} (${heldOut.correct}/${heldOut.words})`);
  console.log(`misses (${all.misses.length}):`);
  for (const miss of all.misses) {
    console.log(`  line ${miss.line}: ${miss.surface} expected ${miss.expected}, got ${miss.got}`);
  }
}
