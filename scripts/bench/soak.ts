// `npm run soak -- --minutes 10`: mixed load of signed-in learners on one built server (analyse, mark words,
// sync, look words up, search), its memory (RSS) sampled every 10 s, and per minute: requests, errors, p50
// and p99. Growth is reported against the first sample after a one-minute warm-up, measured in the same run.
import fs from 'node:fs';
import { dictionariesReady } from '@glossa/testing';
import { startBuiltServer } from './bench-server.ts';

const arg = process.argv.indexOf('--minutes');
const minutes = arg >= 0 ? Number(process.argv[arg + 1]) : 2;
if (!Number.isFinite(minutes) || minutes < 0.5 || minutes > 240) {
  console.error('usage: npm run soak -- --minutes N   (N from 0.5 to 240)');
  process.exit(2);
}
const LEARNERS = 16;
const TEXTS = [
  { text: '친구가 학교에 갔어요. 오늘 날씨가 정말 좋아서 공원에서 산책했어요.', textLanguage: 'ko_KR' },
  { text: 'She had been looking for her keys all morning before she gave up.', textLanguage: 'en_US' },
  { text: 'Nous avions faim, alors nous sommes allés au marché avant midi.', textLanguage: 'fr_FR' },
];
const WORDS = ['학교', '친구', '날씨', '공원', 'look', 'key', 'morning', 'faim', 'marché', '산책하다'];

const app = await startBuiltServer({ RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_IP: '1000' });
await dictionariesReady(app.baseUrl);
// The load starts once the first-start install is over (its writes would be measured otherwise).
for (let i = 0; i < 240; i += 1) {
  const sources = (await (await fetch(`${app.baseUrl}/api/dictionary/sources`)).json()) as Array<{
    id: string;
  }>;
  const ids = new Set(sources.map((source) => source.id));
  if (
    ['glossa-core-ko', 'glossa-core-en', 'glossa-core-fr', 'glossa-reverse-ko-fr'].every((id) => ids.has(id))
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await new Promise((resolve) => setTimeout(resolve, 2000));

interface Learner {
  cookie: string;
  csrf: string;
}

async function signUp(i: number): Promise<Learner> {
  const csrf = `soak-csrf-token-${i}-0123456789abcdef`;
  const form = new FormData();
  const name = `soak${i}${Date.now().toString(36)}`;
  form.set('username', name);
  form.set('email', `${name}@example.com`);
  form.set('password', 'Correct#Horse9');
  const response = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    body: form,
    headers: { cookie: `glossa_csrf=${csrf}`, 'x-csrf-token': csrf },
  });
  if (!response.ok) throw new Error(`signup ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return { cookie: [`glossa_csrf=${csrf}`, ...cookies].join('; '), csrf };
}

const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => signUp(i)));

interface Minute {
  latencies: number[];
  errors: number;
}
const minutesStats: Minute[] = [];
const rss: Array<{ at: number; kib: number }> = [];
const started = Date.now();
const deadline = started + minutes * 60_000;

function sampleRss(): void {
  const status = fs.readFileSync(`/proc/${app.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  rss.push({ at: Date.now() - started, kib });
}
sampleRss();
const sampler = setInterval(sampleRss, 10_000);

async function one(learner: Learner, n: number): Promise<void> {
  const headers = {
    cookie: learner.cookie,
    'x-csrf-token': learner.csrf,
    'content-type': 'application/json',
  };
  const pick = n % 10;
  const word = WORDS[n % WORDS.length]!;
  const text = TEXTS[n % TEXTS.length]!;
  const request: [string, RequestInit] =
    pick < 3
      ? [
          '/api/analyze',
          { method: 'POST', headers, body: JSON.stringify({ ...text, dictionaryLanguage: 'en_US' }) },
        ]
      : pick < 6
        ? [
            '/api/user/voc',
            {
              method: 'PUT',
              headers,
              body: JSON.stringify({
                written: `${word}${n % 50}`,
                lang: 'ko_KR',
                status: ['seen', 'learned', 'unknown'][n % 3],
                updated_at: new Date().toISOString(),
              }),
            },
          ]
        : pick < 8
          ? [`/api/written/${encodeURIComponent(word)}/words?lang=en_US`, { headers }]
          : pick < 9
            ? ['/api/user/voc/status', { headers }]
            : [`/api/dictionary/search?q=${encodeURIComponent(word.slice(0, 2))}&lang=en_US`, { headers }];
  const t0 = performance.now();
  let ok = false;
  try {
    const response = await fetch(app.baseUrl + request[0], request[1]);
    await response.arrayBuffer();
    ok = response.status < 400;
  } catch {
    ok = false;
  }
  const minute = Math.floor((Date.now() - started) / 60_000);
  const stats = (minutesStats[minute] ??= { latencies: [], errors: 0 });
  stats.latencies.push(performance.now() - t0);
  if (!ok) stats.errors += 1;
}

await Promise.all(
  learners.map(async (learner, i) => {
    let n = i * 7;
    while (Date.now() < deadline) await one(learner, n++);
  }),
);
clearInterval(sampler);
sampleRss();
await app.stop();

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
console.info(`soak: ${LEARNERS} signed-in learners for ${minutes} min on one server\n`);
console.info('minute  requests  errors   p50 ms   p99 ms   p99 vs minute 1');
const firstP99 = pct(minutesStats[0]?.latencies ?? [], 99) || 1;
minutesStats.forEach((m, i) => {
  const p99 = pct(m.latencies, 99);
  console.info(
    `${String(i + 1).padStart(6)}  ${String(m.latencies.length).padStart(8)}  ${String(m.errors).padStart(6)}  ${pct(m.latencies, 50).toFixed(1).padStart(7)}  ${p99.toFixed(1).padStart(7)}  ${(p99 / firstP99).toFixed(2).padStart(8)}×`,
  );
});
const warm = rss.find((s) => s.at >= 60_000) ?? rss[0]!;
const last = rss[rss.length - 1]!;
console.info(`\nRSS samples (MiB): ${rss.map((s) => (s.kib / 1024).toFixed(0)).join(' ')}`);
console.info(
  `RSS after warm-up ${(warm.kib / 1024).toFixed(1)} MiB, at the end ${(last.kib / 1024).toFixed(1)} MiB: ` +
    `${(((last.kib - warm.kib) / warm.kib) * 100).toFixed(1)}% growth; ` +
    `errors ${minutesStats.reduce((a, m) => a + m.errors, 0)} of ${minutesStats.reduce((a, m) => a + m.latencies.length, 0)} requests`,
);
