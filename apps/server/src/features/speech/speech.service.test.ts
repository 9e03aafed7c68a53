import type { SpeechLanguage } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { SpeechEngine } from './speech.engine.ts';
import { DEFAULT_SPEECH_LIMITS, SpeechService } from './speech.service.ts';

/** A fake engine whose syntheses finish when the test says so, recording what was asked in which order. */
function slowEngine(version: string | null = 'fake 1.0') {
  const started: string[] = [];
  const finish = new Map<string, { resolve: (wav: Buffer) => void; reject: (error: Error) => void }>();
  let probes = 0;
  const engine: SpeechEngine = {
    version: () => {
      probes += 1;
      return Promise.resolve(version);
    },
    synthesize: (lang: SpeechLanguage, text: string) =>
      new Promise<Buffer>((resolve, reject) => {
        started.push(`${lang}:${text}`);
        finish.set(`${lang}:${text}`, { resolve, reject });
      }),
  };
  /** Lets the started synthesis of `key` end with a WAV of `bytes` bytes. */
  const done = (key: string, bytes = 10) => finish.get(key)?.resolve(Buffer.alloc(bytes, key));
  const fail = (key: string) => finish.get(key)?.reject(new Error('engine broke'));
  return { engine, started, done, fail, probes: () => probes };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('speech service', () => {
  it('speaks a text once and answers repeats from the cache without the engine', async () => {
    const fake = slowEngine();
    const speech = new SpeechService(fake.engine);
    const first = speech.speak('ko', '학교');
    await settle();
    fake.done('ko:학교');
    const wav = await first;
    expect(await speech.speak('ko', '학교')).toBe(wav);
    expect(speech.stats).toMatchObject({ syntheses: 1, cached: 1, cachedBytes: 10 });
    // Another language or text is another sound.
    const other = speech.speak('en', '학교');
    await settle();
    fake.done('en:학교');
    await other;
    expect(speech.stats.syntheses).toBe(2);
    expect(fake.probes()).toBe(1);
  });

  it('asks the engine once when the same text is asked again while it is being spoken', async () => {
    const fake = slowEngine();
    const speech = new SpeechService(fake.engine);
    const both = Promise.all([speech.speak('fr', 'école'), speech.speak('fr', 'école')]);
    await settle();
    fake.done('fr:école');
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(fake.started).toEqual(['fr:école']);
  });

  it('runs at most 2 syntheses at once, queues the next in order, and refuses more than the queue holds', async () => {
    const fake = slowEngine();
    const speech = new SpeechService(fake.engine, { ...DEFAULT_SPEECH_LIMITS, maxRunning: 2, maxWaiting: 2 });
    const texts = ['a', 'b', 'c', 'd'];
    const answers = texts.map((text) => speech.speak('en', text));
    await settle();
    expect(fake.started).toEqual(['en:a', 'en:b']);
    expect(speech.stats).toMatchObject({ running: 2, waiting: 2 });

    const refused = await appError(speech.speak('en', 'e'));
    expect(refused).toMatchObject({ statusCode: 503, code: 'SPEECH_BUSY', headers: { 'Retry-After': '1' } });

    fake.done('en:b');
    await settle();
    expect(fake.started).toEqual(['en:a', 'en:b', 'en:c']);
    expect(speech.stats).toMatchObject({ running: 2, waiting: 1 });
    fake.done('en:a');
    await settle();
    expect(fake.started).toEqual(['en:a', 'en:b', 'en:c', 'en:d']);
    fake.done('en:c');
    fake.done('en:d');
    await Promise.all(answers);
    expect(speech.stats).toMatchObject({ running: 0, waiting: 0, syntheses: 4 });
  });

  it('answers 500 SPEECH_FAILED when the engine fails, caches nothing, and tries again next time', async () => {
    const fake = slowEngine();
    const speech = new SpeechService(fake.engine);
    const failing = appError(speech.speak('es', 'hola'));
    await settle();
    fake.fail('es:hola');
    expect(await failing).toMatchObject({ statusCode: 500, code: 'SPEECH_FAILED' });
    expect(speech.stats).toMatchObject({ cached: 0, running: 0 });
    const again = speech.speak('es', 'hola');
    await settle();
    fake.done('es:hola');
    await again;
    expect(speech.stats.syntheses).toBe(2);
  });

  it('forgets the least recently used WAVs past the entry or byte limit', async () => {
    const fake = slowEngine();
    const speech = new SpeechService(fake.engine, {
      ...DEFAULT_SPEECH_LIMITS,
      cacheEntries: 2,
      cacheBytes: 25,
    });
    const say = async (text: string) => {
      const answer = speech.speak('ja', text);
      await settle();
      fake.done(`ja:${text}`);
      return answer;
    };
    await say('a');
    await say('b');
    await speech.speak('ja', 'a'); // a is now the most recently used
    await say('c'); // two entries at most: b goes
    expect(speech.stats).toMatchObject({ syntheses: 3, cached: 2, cachedBytes: 20 });
    await speech.speak('ja', 'a');
    expect(speech.stats.syntheses).toBe(3);
    await say('b');
    expect(speech.stats.syntheses).toBe(4);
  });

  it('reports speech unavailable, probing only once, when the engine cannot run', async () => {
    const fake = slowEngine(null);
    const speech = new SpeechService(fake.engine);
    expect(await speech.info()).toEqual({ available: false, languages: [] });
    const error = await appError(speech.speak('ko', '학교'));
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'SPEECH_UNAVAILABLE',
      detail: 'Speech synthesis is not installed on this server.',
    });
    await appError(speech.entityTag('ko', '학교'));
    expect(fake.probes()).toBe(1);
    expect(fake.started).toEqual([]);
  });

  it('is off without an engine (SPEECH_ENABLED=false)', async () => {
    const speech = new SpeechService(null);
    expect(await speech.info()).toEqual({ available: false, languages: [] });
    expect(await appError(speech.speak('ko', '학교'))).toMatchObject({
      statusCode: 503,
      code: 'SPEECH_UNAVAILABLE',
      detail: 'Speech synthesis is turned off on this server.',
    });
  });

  it('tags a WAV by language, text and engine version', async () => {
    const tag = (version: string, lang: SpeechLanguage, text: string) =>
      new SpeechService(slowEngine(version).engine).entityTag(lang, text);
    const base = await tag('1.51', 'ko', '학교');
    expect(base).toMatch(/^"[\w-]{32}"$/);
    expect(await tag('1.51', 'ko', '학교')).toBe(base);
    expect(await tag('1.52', 'ko', '학교')).not.toBe(base);
    expect(await tag('1.51', 'ja', '학교')).not.toBe(base);
    expect(await tag('1.51', 'ko', '학생')).not.toBe(base);
  });
});
