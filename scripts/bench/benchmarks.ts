/**
 * Every benchmark `npm run bench` knows: its name, its file and what it measures. Each prints its figures
 * against a reference measured in the same run; none asserts on time.
 */
export interface Benchmark {
  name: string;
  /** The script, from the repository's root. */
  file: string;
  what: string;
  /** Needs the built app (`npm run build`, and `npm run build:chrome:e2e` for the extension, whose test build the bench loads). */
  needsBuild?: boolean;
}

export const BENCHMARKS: readonly Benchmark[] = [
  {
    name: 'server',
    file: 'scripts/bench/server.bench.ts',
    what: 'GET /api/health, 50 connections for 10 s: req/s and p99, vs a bare node:http server',
    needsBuild: true,
  },
  {
    name: 'analyze',
    file: 'scripts/bench/analyze.bench.ts',
    what: 'POST /api/analyze, 1000 Korean characters, 50 connections, health probed meanwhile',
    needsBuild: true,
  },
  {
    name: 'ko',
    file: 'packages/analysis/bench/korean.bench.ts',
    what: "Korean analyser vs Debian's mecab (same text and dictionary): median of 3 rounds; load time, memory",
  },
  {
    name: 'en',
    file: 'packages/analysis/bench/english.bench.ts',
    what: 'English throughput, memory, lemma accuracy on the gold set',
  },
  {
    name: 'fr',
    file: 'packages/analysis/bench/french.bench.ts',
    what: 'French lexicon build/load time, throughput, lemma accuracy',
  },
  {
    name: 'grammar',
    file: 'scripts/bench/grammar.bench.ts',
    what: 'what the grammar layer adds to POST /api/analyze for 1,000 Korean characters (on vs off, same run), then to the library analysis',
  },
  {
    name: 'auth',
    file: 'scripts/bench/auth.bench.ts',
    what: 'argon2id hash time and sign-ins per second through the real server',
  },
  {
    name: 'dict',
    file: 'apps/server/bench/dictionary/dictionary.bench.ts',
    what: 'import of a generated 50,000-entry krdict dump; lookup and search p99 in process and over HTTP',
  },
  {
    name: 'voc',
    file: 'scripts/bench/vocabulary.bench.ts',
    what: '20,000-word import, 10,000-change feed, 50,000-word vocabulary first page (Chromium)',
    needsBuild: true,
  },
  {
    name: 'stats',
    file: 'scripts/bench/stats.bench.ts',
    what: 'GET /api/user/stats over 50,000 words and 200,000 log events, vs GET /api/user/voc/status',
  },
  {
    name: 'decks-heavy',
    file: 'scripts/bench/decks-heavy.bench.ts',
    what: 'an account at every deck limit reads its feeds while /api/health is polled: health p99, RSS growth',
    needsBuild: true,
  },
  {
    name: 'web',
    file: 'apps/web/bench/web.bench.ts',
    what: 'JavaScript the Home page loads (gzip); demo interactive; 1000-character text rendered (Chromium)',
    needsBuild: true,
  },
  {
    name: 'reader',
    file: 'apps/web/bench/reader.bench.ts',
    what: 'Reader: a 2 MB EPUB to its first page, Analyze to coloured, page turns (Chromium)',
    needsBuild: true,
  },
  {
    name: 'deck',
    file: 'apps/web/bench/deck.bench.ts',
    what: 'Deck screen with 5,000 cards: first render and search keystrokes, vs an empty deck (Chromium)',
    needsBuild: true,
  },
  {
    name: 'chrome',
    file: 'extensions/chrome/bench/highlights.bench.ts',
    what: 'extension page highlighting of a 50,000-character article: time to coloured, longest task',
    needsBuild: true,
  },
];
