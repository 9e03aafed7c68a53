import http from 'node:http';
import { percentiles } from './bench-support.ts';

/**
 * Search as a learner types: every prefix of each word, one request after the other (the screen's debounce
 * lets a fast typist's keystrokes through one by one at worst), over one kept-alive connection.
 */

/** Inflected forms and English glosses a learner types into the Korean dictionary, beside installed headwords. */
const TYPED = [
  '먹었어요',
  '갔어요',
  '학교에서',
  '공부했어요',
  '읽었습니다',
  'school',
  'water',
  'friend',
  'house',
];

/**
 * Each word's successive prefixes (by code point: a Hangul syllable is one keystroke's worth here).
 * @example typedPrefixes(['학교']) // ['학', '학교']
 */
export function typedPrefixes(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    const points = [...word];
    return points.map((_, i) => points.slice(0, i + 1).join(''));
  });
}

/** The queries of the measurement: the sample's headwords and the learner's own words, typed. */
export function typingQueries(headwords: readonly string[], count: number): string[] {
  const words = [...TYPED, ...headwords.slice(0, Math.max(0, count))];
  return typedPrefixes(words);
}

/**
 * Latencies (ms) of GET `paths` sent one after the other, each answered in full before the next.
 * @example await sequentialLatencies('http://127.0.0.1:8080', ['/api/health'])
 */
export async function sequentialLatencies(
  base: string,
  paths: readonly string[],
): Promise<{ p50: number; p99: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let errors = 0;
  for (const path of paths) {
    const started = process.hrtime.bigint();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(new URL(path, base), { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (status !== 200) errors += 1;
  }
  agent.destroy();
  return { ...percentiles(times), errors };
}
