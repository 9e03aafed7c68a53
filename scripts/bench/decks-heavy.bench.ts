// `npm run bench:decks-heavy`: one account at every deck limit (DECK_MAX_PER_USER decks, CARDS_MAX_PER_USER
// cards of CARD_MAX_BYTES each, DECK_MAX_CARDS in a deck) reads its deck feeds and review decks with several
// readers at once, while another client polls GET /api/health. Prints health's p50/p99 during the reads
// against health alone (the reference, same run) and the server's RSS growth. Targets: health p99 under
// 200 ms, RSS under +500 MB. BENCH_DURATION (s, default 30), BENCH_READERS (default 4) and BENCH_CARDS (cards
// of the account, default CARDS_MAX_PER_USER) change the run; the built server is used (npm run build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CARD_MAX_BYTES,
  CARDS_MAX_PER_USER,
  CSRF_COOKIE,
  CSRF_HEADER,
  DECK_MAX_CARDS,
  DECK_MAX_PER_USER,
} from '@glossa/contract';
import { startBuiltServer } from './bench-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const CARDS = Math.min(Number(process.env.BENCH_CARDS ?? CARDS_MAX_PER_USER), CARDS_MAX_PER_USER);
const CSRF = 'bench-csrf-token-0123456789abcdef';
const EPOCH = '1970-01-01T00:00:00.000Z';

/** Senses of a card as big as a card may be: 12 senses whose texts fill CARD_MAX_BYTES (Korean, 3 bytes). */
function heavySenses(seed: number): string {
  const senses = Array.from({ length: 12 }, (_, s) => ({
    translation: `sense ${s} of card ${seed}`,
    definition: '',
    examples: [] as { example: string; category: string }[],
  }));
  let text = JSON.stringify(senses);
  // Fill the definitions until the next character would pass the limit.
  const room = CARD_MAX_BYTES - Buffer.byteLength(text) - 64;
  const perSense = Math.floor(room / 12 / 3);
  for (const sense of senses) sense.definition = '뜻'.repeat(Math.min(perSense, 1000));
  text = JSON.stringify(senses);
  return text;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds the process has used (user + system), from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Polls GET /api/health back to back (one at a time, as a monitor does) until `until`; latencies in ms. */
async function pollHealth(
  baseUrl: string,
  until: number,
): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const start = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { latencies, failures };
}

const app = await startBuiltServer({
  ARGON2_MEMORY_KIB: '64',
  ARGON2_TIME_COST: '1',
  DICT_AUTO_INSTALL: 'false',
});
try {
  const base = { 'x-csrf-token': CSRF, cookie: `${CSRF_COOKIE}=${CSRF}` };
  const form = new FormData();
  form.set('username', 'heavy');
  form.set('email', 'heavy@example.com');
  form.set('password', 'Correct#Horse9');
  const signup = await fetch(`${app.baseUrl}/api/auth/signup`, { method: 'POST', headers: base, body: form });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const access = /glossa_access=([^;]+)/.exec(signup.headers.getSetCookie().join('\n'))?.[1];
  const headers = { [CSRF_HEADER]: CSRF, cookie: `${CSRF_COOKIE}=${CSRF}; glossa_access=${access}` };

  // Every deck the account may have, made through the API; then the cards written straight into the
  // database (30,000 HTTP writes would take minutes), in the shape the API stores.
  const deckIds: number[] = [];
  for (let i = 0; i < DECK_MAX_PER_USER; i += 1) {
    const made = await fetch(`${app.baseUrl}/api/deck`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Deck ${i}`, description: '설명 '.repeat(300).slice(0, 1000) }),
    });
    if (!made.ok) throw new Error(`deck ${i}: ${made.status} ${await made.text()}`);
    deckIds.push(((await made.json()) as { id: number }).id);
  }
  const refused = await fetch(`${app.baseUrl}/api/deck`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'One too many' }),
  });
  console.info(
    `deck ${DECK_MAX_PER_USER + 1}: ${refused.status} ${((await refused.json()) as { code: string }).code}`,
  );

  const seedStart = Date.now();
  const db = new SQLite(path.join(app.dataDir, 'glossa.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    'insert into cards (deck_id, written, lang, senses, created_at, updated_at, deleted) values (?, ?, ?, ?, ?, ?, 0)',
  );
  const setClock = db.prepare('update decks set last_change = ? where id = ?');
  const full = Math.ceil(CARDS / DECK_MAX_CARDS);
  let written = 0;
  const t0 = Date.parse('2026-01-01T00:00:00.000Z');
  for (let d = 0; d < full; d += 1) {
    const deckId = deckIds[d]!;
    const count = Math.min(DECK_MAX_CARDS, CARDS - written);
    db.transaction(() => {
      let stamp = '';
      for (let i = 0; i < count; i += 1) {
        stamp = new Date(t0 + i).toISOString();
        insert.run(deckId, `단어${d}-${i}`, 'ko_KR', heavySenses(i), stamp, stamp);
      }
      setClock.run(stamp, deckId);
    })();
    written += count;
  }
  db.close();
  const cardBytes = Buffer.byteLength(heavySenses(1));
  console.info(
    `account: ${DECK_MAX_PER_USER} decks, ${written} cards of ${cardBytes} bytes in ${full} decks (seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
  );
  const readDecks = deckIds.slice(0, full);

  // Reference: health alone.
  const alone = await pollHealth(app.baseUrl, Date.now() + 5000);
  const rssBefore = rssMb(app.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(app.pid));
  }, 250);

  const cpuBefore = cpuSeconds(app.pid);
  const until = Date.now() + DURATION_S * 1000;
  let pages = 0;
  let bytes = 0;
  let largest = 0;
  let failures = 0;
  async function reader(index: number): Promise<void> {
    let round = 0;
    while (Date.now() < until) {
      const deckId = readDecks[(index + round) % readDecks.length]!;
      round += 1;
      // The deck feed from the start, following the cursor, then the review deck (practice: every card).
      let since = EPOCH;
      while (Date.now() < until) {
        const response = await fetch(
          `${app.baseUrl}/api/deck/${deckId}/cards?since=${encodeURIComponent(since)}`,
          { headers },
        );
        const text = await response.text();
        if (!response.ok) failures += 1;
        pages += 1;
        bytes += text.length;
        largest = Math.max(largest, Buffer.byteLength(text));
        // The cursor is at the end of the answer: read it there rather than parse 500 KB in this process,
        // which shares the machine's cores with the server.
        const tail = /"last_update":("[^"]*"),"has_more":(true|false)\}$/.exec(text);
        if (!tail) throw new Error(`unexpected feed answer: ${text.slice(-200)}`);
        const page = { last_update: JSON.parse(tail[1]!) as string, has_more: tail[2] === 'true' };
        if (!page.has_more) break;
        since = page.last_update;
        const review = await fetch(`${app.baseUrl}/api/review/deck/${deckId}?all=true`, { headers });
        const reviewText = await review.text();
        if (!review.ok) failures += 1;
        pages += 1;
        bytes += reviewText.length;
        largest = Math.max(largest, Buffer.byteLength(reviewText));
      }
    }
  }
  const [during] = await Promise.all([
    pollHealth(app.baseUrl, until),
    ...Array.from({ length: READERS }, (_, index) => reader(index)),
  ]);
  clearInterval(sampler);
  const rssAfter = rssMb(app.pid);
  const cpu = cpuSeconds(app.pid) - cpuBefore;

  const line = (name: string, run: { latencies: number[]; failures: number }) =>
    `${name.padEnd(34)} ${String(run.latencies.length).padStart(6)} probes   p50 ${percentile(run.latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(run.latencies, 99).toFixed(1).padStart(7)} ms   max ${Math.max(
      ...run.latencies,
    )
      .toFixed(1)
      .padStart(7)} ms   failures ${run.failures}`;
  console.info(line('GET /api/health alone', alone));
  console.info(line(`GET /api/health, ${READERS} heavy readers`, during));
  console.info(
    `heavy readers: ${pages} pages in ${DURATION_S} s (${((bytes / 1024 / 1024) | 0).toString()} MB of characters), largest answer ${(largest / 1024).toFixed(0)} KB, failures ${failures}; server CPU ${cpu.toFixed(1)} s (${((cpu * 1000) / Math.max(1, pages)).toFixed(1)} ms a page; the machine's load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  console.info(
    `server RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB (+${(rssPeak - rssBefore).toFixed(0)} MB), ${rssAfter.toFixed(0)} MB after`,
  );
  const p99 = percentile(during.latencies, 99);
  console.info(
    `targets: health p99 < 200 ms: ${p99 < 200 ? 'met' : 'MISSED'} (${(p99 / Math.max(0.1, percentile(alone.latencies, 99))).toFixed(1)}x alone); RSS growth < 500 MB: ${rssPeak - rssBefore < 500 ? 'met' : 'MISSED'}`,
  );
} finally {
  await app.stop();
}
