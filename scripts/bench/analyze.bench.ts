// `npm run bench:analyze`: POST /api/analyze with 1000 characters of Korean, 50 concurrent connections for
// 10 s against the built server (worker pool, starter dictionaries installed), while GET /api/health is
// probed at the same time to show the event loop stays responsive. Reference in the same run: health alone.
import os from 'node:os';
import { load, startBuiltServer, summary } from './bench-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const CSRF = 'bench-csrf-token-0123456789abcdef';

const SENTENCES = [
  '오늘은 아침 일찍 일어나서 도서관에 갔어요.',
  '한국어 책을 읽다가 모르는 단어가 나오면 사전을 찾았어요.',
  '점심에 친구가 같이 밥 먹으러 가자고 말했어요.',
  '우리는 학교 앞 식당에서 맛있는 비빔밥을 먹었어요.',
  '다시 공부하다 보니 시간 가는 줄 몰랐어요.',
  '날씨가 추워서 따뜻한 차를 마시고 싶었어요.',
];
let text = '';
for (let i = 0; text.length < 1000; i += 1) text += `${SENTENCES[i % SENTENCES.length]} `;
text = text.slice(0, 1000);
const body = JSON.stringify({ text, text_lang: 'ko_KR', dico_lang: 'en_US' });
const headers = { 'content-type': 'application/json', 'x-csrf-token': CSRF, cookie: `glossa_csrf=${CSRF}` };

const app = await startBuiltServer({
  DICT_AUTO_INSTALL: 'true',
  DICT_WORDNET: 'false',
  ...(process.env.ANALYSIS_WORKERS ? { ANALYSIS_WORKERS: process.env.ANALYSIS_WORKERS } : {}),
});
try {
  // Warm up: dictionaries installed, every worker's analyser loaded, the lexicon built.
  await load(`${app.baseUrl}/api/analyze`, { connections: 4, durationS: 3, method: 'POST', headers, body });
  console.info(
    `${os.cpus().length} cores, one analysis worker per core, ${text.length}-character Korean text, ${DURATION_S} s per run`,
  );
  const healthAlone = await load(`${app.baseUrl}/api/health`, { connections: 5, durationS: DURATION_S });
  const [analyze, healthDuring] = await Promise.all([
    load(`${app.baseUrl}/api/analyze`, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      method: 'POST',
      headers,
      body,
    }),
    load(`${app.baseUrl}/api/health`, { connections: 5, durationS: DURATION_S }),
  ]);
  console.info(summary('GET /api/health alone (5 conn)', healthAlone));
  console.info(summary(`POST /api/analyze (${CONNECTIONS} conn)`, analyze));
  console.info(summary('GET /api/health meanwhile (5 conn)', healthDuring));
} finally {
  await app.stop();
}
