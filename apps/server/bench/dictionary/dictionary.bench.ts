// `npm run bench:dict`: the dictionary benchmark (issue 5). Measures, on a real SQLite file in a temp folder:
// 1. import of a generated krdict zip of 50,000 entries (time, peak memory; in a child process so the
//    figure is the importer's own), 2. exact lookup and search p50/p99 in process with 500,000 entries
// installed, 3. the same over HTTP with 50 concurrent connections (autocannon), beside a bare Node HTTP
// server measured the same way at the same time, 4. search as a learner types (every prefix of words and
// inflected forms, one request at a time) against the exact lookup sent the same way. Prints figures, not
// verdicts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeKrdictZip } from '../../../../packages/dictionary/bench/generate-krdict.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { importDictionary } from '../../src/features/dictionary/installs/source.import.ts';
import {
  importStaged,
  rebuildReverseGlossesStaged,
} from '../../src/features/dictionary/installs/staging.import.ts';
import { createDictionaryService } from '../../src/features/dictionary/dictionary.service.ts';
import { fillerStream, percentiles, sampleWrittens } from './bench-support.ts';
import { sequentialLatencies, typingQueries } from './search-typing.ts';

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Array<{ method: 'GET'; setupRequest: (request: { path: string }) => { path: string } }>;
}) => Promise<LoadResult>;
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const KRDICT_ENTRIES = Number(process.env.BENCH_KRDICT_ENTRIES ?? 50_000);
const TOTAL_ENTRIES = Number(process.env.BENCH_TOTAL_ENTRIES ?? 500_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const KENGDIC = '/work/shared/data/kengdic/ezcorean_6000.sql';
const self = fileURLToPath(import.meta.url);

interface ChildReport {
  entries: number;
  seconds: number;
  importRssMb: number;
  reverse: Array<{ source: string; entries: number }>;
  reverseSeconds: number;
  maxRssMb: number;
}

async function childImport(zip: string, file: string): Promise<void> {
  const { openKrdict } = await import('@glossa/dictionary');
  const database = openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(database);
  const started = process.hrtime.bigint();
  // The path `npm run dict -- import` takes: staged in a side file, then swapped in.
  const report = await importStaged(database, await openKrdict(zip, 'bench'), { deriveReverse: false });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const importRssMb = process.resourceUsage().maxRSS / 1024;
  const reverseStarted = process.hrtime.bigint();
  const reverse = await rebuildReverseGlossesStaged(database);
  const reverseSeconds = Number(process.hrtime.bigint() - reverseStarted) / 1e9;
  await database.close();
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const result: ChildReport = {
    entries: report.entries,
    seconds,
    importRssMb,
    reverse,
    reverseSeconds,
    maxRssMb,
  };
  process.stdout.write(JSON.stringify(result));
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-dict-'));
  const file = path.join(dir, 'bench.sqlite');
  const zip = path.join(dir, 'krdict.zip');
  console.log(
    `dictionary benchmark in ${dir} (${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)})`,
  );

  let started = Date.now();
  const zipBytes = writeKrdictZip(zip, KRDICT_ENTRIES, { kengdic: KENGDIC });
  console.log(
    `generated krdict zip: ${KRDICT_ENTRIES} entries, ${(zipBytes / 1e6).toFixed(1)} MB (${Date.now() - started} ms)`,
  );

  // The same child process doing nothing but start (tsx and the modules), for reading the memory figure.
  const baseline = spawnSync(process.execPath, [...process.execArgv, self, '--baseline'], {
    encoding: 'utf8',
  });
  const baselineRss = Number(baseline.stdout.trim()) || 0;
  const child = spawnSync(process.execPath, [...process.execArgv, self, '--import-child', zip, file], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`import child failed: ${child.stderr}`);
  const imported = JSON.parse(child.stdout) as ChildReport;
  console.log(
    `krdict import: ${imported.entries} entries in ${imported.seconds.toFixed(1)} s ` +
      `(${Math.round(imported.entries / imported.seconds)} entries/s; target < 60 s), ` +
      `peak RSS ${imported.importRssMb.toFixed(0)} MB (target < 500 MB; the same process idle: ${baselineRss.toFixed(0)} MB)`,
  );
  console.log(
    `then reverse glosses: ${imported.reverse.map((r) => `${r.entries} ${r.source}`).join(', ')} in ` +
      `${imported.reverseSeconds.toFixed(1)} s, peak RSS ${imported.maxRssMb.toFixed(0)} MB`,
  );

  const database = openDatabase({ dialect: 'sqlite', file });
  started = Date.now();
  const filler = TOTAL_ENTRIES - imported.entries;
  if (filler > 0) {
    await importDictionary(database, fillerStream(filler), { deriveReverse: false });
    console.log(
      `filler import: ${filler} entries in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${TOTAL_ENTRIES} entries installed`,
    );
  }
  console.log(`database file: ${(fs.statSync(file).size / 1e6).toFixed(0)} MB`);

  const writtens = await sampleWrittens(database, 2000);
  const dictionary = createDictionaryService(database);
  for (const written of writtens.slice(0, 200)) await dictionary.lookupWords([written], 'ko_KR', 'en_US');
  const lookupTimes: number[] = [];
  for (const written of writtens) {
    const t = process.hrtime.bigint();
    await dictionary.lookupWords([written], undefined, 'en_US');
    lookupTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const lookup = percentiles(lookupTimes);
  console.log(
    `exact lookup in process: p50 ${lookup.p50.toFixed(3)} ms, p99 ${lookup.p99.toFixed(3)} ms (target p99 < 2 ms)`,
  );

  const queries = writtens.slice(0, 500).map((w, i) => (i % 3 === 2 ? `mot ${i}` : w.slice(0, 1 + (i % 2))));
  const searchTimes: number[] = [];
  for (const q of queries) {
    const t = process.hrtime.bigint();
    await dictionary.search({ q, lang: 'en_US', page: 1, pageSize: 20 });
    searchTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const search = percentiles(searchTimes);
  console.log(
    `search in process (prefixes of 1-2 characters, translations): p50 ${search.p50.toFixed(2)} ms, p99 ${search.p99.toFixed(2)} ms (target p99 < 20 ms)`,
  );

  // Reference: a bare Node HTTP server answering a fixed JSON word, measured the same way on this machine now.
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[{"written":"학교","category":"noun","senses":[]}]');
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  const reference = await autocannon({
    url: bareUrl,
    connections: 50,
    duration: DURATION_S,
    requests: [{ method: 'GET', setupRequest: (request) => request }],
  });
  bare.close();
  console.log(summary('reference (bare Node HTTP)', reference));

  // The benchmark measures its own data only: no first-start install in the background.
  const app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DICT_AUTO_INSTALL: 'false' }), {
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let next = 0;
  const rotate = (paths: string[]) => [
    {
      method: 'GET' as const,
      setupRequest: (request: { path: string }) => ({
        ...request,
        path: paths[next++ % paths.length] ?? '/',
      }),
    },
  ];
  // Second reference: the app's own cheapest route, so the dictionary's share of the cost shows.
  const health = await autocannon({
    url: `${address}/api/health`,
    connections: 50,
    duration: DURATION_S,
    requests: [{ method: 'GET', setupRequest: (request) => request }],
  });
  console.log(summary('reference GET /api/health', health));
  const wordPaths = writtens.map((w) => `/api/written/${encodeURIComponent(w)}/words?lang=en`);
  const httpLookup = await autocannon({
    url: address,
    connections: 50,
    duration: DURATION_S,
    requests: rotate(wordPaths),
  });
  console.log(
    `${summary('HTTP lookup', httpLookup)} (${ratio(httpLookup, reference)}; ${ratio(httpLookup, health, '/api/health')})`,
  );
  const searchPaths = queries.map((q) => `/api/dictionary/search?q=${encodeURIComponent(q)}&lang=en`);
  const httpSearch = await autocannon({
    url: address,
    connections: 50,
    duration: DURATION_S,
    requests: rotate(searchPaths),
  });
  console.log(
    `${summary('HTTP search', httpSearch)} (${ratio(httpSearch, reference)}; ${ratio(httpSearch, health, '/api/health')})`,
  );

  // Search as a learner types (exact, prefix, inflected forms through the analysis workers, glosses), one
  // request at a time, against the exact lookup measured the same way in the same run.
  const typed = typingQueries(writtens.slice(500), 150);
  const typedPaths = typed.map(
    (q) => `/api/dictionary/search?q=${encodeURIComponent(q)}&language=ko_KR&lang=en_US`,
  );
  const lookupPathsKo = writtens
    .slice(500, 500 + typed.length)
    .map((w) => `/api/written/${encodeURIComponent(w)}/words?language=ko_KR&lang=en_US`);
  // Warm-up: the analysis workers start and the 500,000-headword lexicon is built once.
  started = Date.now();
  await sequentialLatencies(address, typedPaths.slice(0, 40));
  console.log(
    `search-as-you-type warm-up (workers, lexicon of ${TOTAL_ENTRIES} headwords): ${Date.now() - started} ms`,
  );
  const typingLookup = await sequentialLatencies(address, lookupPathsKo);
  const typing = await sequentialLatencies(address, typedPaths);
  console.log(
    `search-as-you-type over HTTP, ${TOTAL_ENTRIES} entries installed, ${typed.length} keystrokes one at a time: ` +
      `p50 ${typing.p50.toFixed(2)} ms, p99 ${typing.p99.toFixed(2)} ms (target p99 < 30 ms), errors ${typing.errors}; ` +
      `exact lookup the same way: p50 ${typingLookup.p50.toFixed(2)} ms, p99 ${typingLookup.p99.toFixed(2)} ms, ` +
      `errors ${typingLookup.errors}; p99 ratio search/lookup ${(typing.p99 / Math.max(0.001, typingLookup.p99)).toFixed(1)}x`,
  );
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

function ratio(result: LoadResult, reference: LoadResult, name = 'the bare reference'): string {
  return `${((result.requests.average / Math.max(1, reference.requests.average)) * 100).toFixed(0)}% of ${name}'s req/s`;
}

function summary(name: string, result: LoadResult): string {
  return `${name}, 50 connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`;
}

const [mode, ...args] = process.argv.slice(2);
if (mode === '--import-child') await childImport(args[0] ?? '', args[1] ?? '');
else if (mode === '--baseline') process.stdout.write(String(process.resourceUsage().maxRSS / 1024));
else await main();
