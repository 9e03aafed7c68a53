// `npm run bench:stats`: GET /api/user/stats for one learner with 50,000 words, 200,000 status log events and
// 100,000 review log rows (5,000 cards), against the plain GET /api/user/voc/status of the same learner in
// the same run (the reference). The app is built in process over a fresh database (SQLite file, or
// PostgreSQL when TEST_DATABASE_URL is set) and called through Fastify's inject, so the figures are the
// server's own time (routing, validation, SQL, JSON) without network noise. The data is written straight
// into the tables (the vocabulary API would take minutes for it). Prints p50/p99 and the ratio of the p99s.
import { startAuthServer } from '../../apps/server/src/features/auth/auth.test-setup.ts';
import { signUpUser } from '../../apps/server/src/features/auth/auth.test-helpers.ts';
import { sql } from 'kysely';
import type { AppDatabase } from '../../apps/server/src/db/database.ts';

const WORDS = 50_000;
const EVENTS = 200_000;
const CARDS = 5_000;
const REVIEWS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const STATUSES = ['ignore', 'seen', 'learned'] as const;
const RATINGS = ['again', 'hard', 'good', 'easy'] as const;

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const now = Date.now();
const iso = (time: number) => new Date(time).toISOString();

async function insertChunked<T>(
  database: AppDatabase,
  table: 'vocabulary' | 'status_log' | 'review_log' | 'review_cards' | 'cards',
  count: number,
  row: (i: number) => T,
): Promise<void> {
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => row(start + k));
    await database.db.insertInto(table).values(rows).execute();
  }
}

async function seed(database: AppDatabase, user: string): Promise<void> {
  const stamp = iso(now - 400 * DAY_MS);
  await insertChunked(database, 'vocabulary', WORDS, (i) => ({
    user_id: user,
    written: `단어${i}`,
    lang: 'ko_KR',
    status: STATUSES[i % 3],
    updated_at: stamp,
    synced_at: stamp,
  }));
  // Events over the last three years, oldest first; one in a thousand is a bulk import.
  await insertChunked(database, 'status_log', EVENTS, (i) => {
    const at = iso(now - 3 * 365 * DAY_MS + Math.floor((i / EVENTS) * 3 * 365 * DAY_MS));
    const bulk = i % 1000 === 0;
    const next = STATUSES[i % 3];
    return {
      user_id: user,
      lang: i % 10 === 0 ? 'en_US' : 'ko_KR',
      written: bulk ? null : `단어${i % WORDS}`,
      old_status: null,
      new_status: next,
      kind: bulk ? 'import' : 'change',
      count: bulk ? 300 : 1,
      learned_delta: next === 'learned' ? (bulk ? 300 : 1) : 0,
      tracked_delta: bulk ? 300 : 1,
      device_id: null,
      changed_at: at,
      day: at.slice(0, 10),
      synced_at: at,
    };
  });
  // The day sums the vocabulary writes keep with the log, built here from the rows written above.
  await database.db
    .insertInto('status_daily')
    .columns(['user_id', 'lang', 'day', 'learned_delta', 'new_words', 'bulk_words'])
    .expression((eb) =>
      eb
        .selectFrom('status_log')
        .select((s) => [
          'user_id',
          'lang',
          'day',
          s.fn.sum('learned_delta').as('learned_delta'),
          s.fn.sum(s.case().when('kind', '=', 'change').then(1).else(0).end()).as('new_words'),
          s.fn
            .sum(s.case().when('kind', '=', 'import').then(s.ref('tracked_delta')).else(0).end())
            .as('bulk_words'),
        ])
        .where('user_id', '=', user)
        .groupBy(['user_id', 'lang', 'day']),
    )
    .execute();
  const deck = await database.db
    .insertInto('decks')
    .values({
      user_id: user,
      name: 'bench',
      description: null,
      created_at: stamp,
      updated_at: stamp,
      last_change: stamp,
      deleted: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChunked(database, 'cards', CARDS, (i) => ({
    deck_id: deck.id,
    written: `카드${i}`,
    lang: 'ko_KR',
    senses: '[]',
    created_at: stamp,
    updated_at: stamp,
    deleted: 0,
  }));
  const ids = (
    await database.db.selectFrom('cards').select('id').where('deck_id', '=', deck.id).execute()
  ).map((r) => r.id);
  await insertChunked(database, 'review_cards', CARDS, (i) => ({
    card_id: ids[i] as number,
    deck_id: deck.id,
    user_id: user,
    due: iso(now + ((i % 90) - 10) * DAY_MS),
    stability: 10,
    difficulty: 5,
    elapsed_days: 3,
    scheduled_days: 10,
    learning_steps: 0,
    reps: 20,
    lapses: 1,
    state: 'review',
    last_review: stamp,
    updated_at: iso(now - (i % 1000)),
  }));
  // Reviews over the last year.
  await insertChunked(database, 'review_log', REVIEWS, (i) => {
    const at = iso(now - 365 * DAY_MS + Math.floor((i / REVIEWS) * 365 * DAY_MS));
    const state = JSON.stringify({ state: i % 5 === 0 ? 'learning' : 'review', stability: 10 });
    return {
      card_id: ids[i % CARDS] as number,
      deck_id: deck.id,
      user_id: user,
      rating: RATINGS[i % 4],
      reviewed_at: at,
      state_before: state,
      state_after: state,
      created_at: at,
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function profile(database: AppDatabase, userId: string): Promise<void> {
  const { StatsRepository } = await import('../../apps/server/src/features/progress/stats.repository.ts');
  const repo = new StatsRepository(database);
  const from = iso(now - 29 * DAY_MS).slice(0, 10);
  const to = iso(now).slice(0, 10);
  const steps: [string, () => Promise<unknown>][] = [
    ['statusCounts', () => repo.statusCounts(userId, 'ko_KR')],
    ['learnedSince', () => repo.learnedSince(userId, 'ko_KR', from)],
    ['logDays', () => repo.logDays(userId, 'ko_KR', from, to)],
    ['reviewDays', () => repo.reviewDays(userId, 'ko_KR', from, to)],
    ['retention', () => repo.retention(userId, 'ko_KR', iso(now - 30 * DAY_MS))],
    ['dueDays', () => repo.dueDays(userId, 'ko_KR', iso(now + 30 * DAY_MS))],
    ['stabilityBands', () => repo.stabilityBands(userId, 'ko_KR')],
  ];
  for (const [name, step] of steps) {
    await step();
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) await step();
    console.info(`  ${name.padEnd(16)} ${((performance.now() - started) / 10).toFixed(2)} ms`);
  }
}

async function main(): Promise<void> {
  const server = await startAuthServer(dialect);
  try {
    const user = await signUpUser(server.app);
    const userId = user.user.id;
    const seeding = performance.now();
    await seed(server.database, userId);
    console.info(
      `${dialect}: seeded ${WORDS} words, ${EVENTS} events, ${REVIEWS} reviews in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    // Fresh planner statistics, as autovacuum (PostgreSQL) or a periodic ANALYZE would give a real database.
    await sql`ANALYZE`.execute(server.database.db);
    if (process.env.BENCH_PROFILE) await profile(server.database, userId);
    const today = iso(now).slice(0, 10);
    const yearAgo = iso(now - 364 * DAY_MS).slice(0, 10);
    const calls = {
      'GET /api/user/voc/status (reference)': '/api/user/voc/status',
      'GET /api/user/stats (30 days)': '/api/user/stats?language=ko_KR',
      'GET /api/user/stats (1 year)': `/api/user/stats?language=ko_KR&from=${yearAgo}&to=${today}`,
    };
    const times = new Map<string, number[]>(Object.keys(calls).map((name) => [name, []]));
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      // Interleaved, so drift (caches, the other users of the machine) hits every call alike.
      for (const [name, url] of Object.entries(calls)) {
        const started = performance.now();
        const answer = await server.app.inject({ method: 'GET', url, headers: user.headers });
        const elapsed = performance.now() - started;
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
        if (run >= WARMUP) times.get(name)?.push(elapsed);
      }
    }
    const p99s = new Map<string, number>();
    for (const [name, values] of times) {
      const sorted = [...values].sort((a, b) => a - b);
      p99s.set(name, percentile(sorted, 99));
      console.info(
        `${name.padEnd(40)} p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(2).padStart(7)} ms   (${values.length} runs)`,
      );
    }
    const reference = p99s.get('GET /api/user/voc/status (reference)') ?? NaN;
    for (const [name, p99] of p99s) {
      if (name.includes('reference')) continue;
      console.info(`${name.padEnd(40)} p99 / reference p99 = ${(p99 / reference).toFixed(1)}x`);
    }
    const check = await server.app.inject({
      method: 'GET',
      url: calls['GET /api/user/stats (1 year)'],
      headers: user.headers,
    });
    const body = check.json<{ statuses: unknown; days: { known: number }[] }>();
    console.info(
      `check: statuses ${JSON.stringify(body.statuses)}, known at the end ${body.days.at(-1)?.known}, ${body.days.length} days`,
    );
  } finally {
    await server.close();
  }
}

await main();
