import crypto from 'node:crypto';
import { SPEECH_ERROR_CODES, SPEECH_LANGUAGES, type SpeechInfo, type SpeechLanguage } from '@glossa/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { BufferLru } from './speech.cache.ts';
import type { SpeechEngine } from './speech.engine.ts';
import { QueueFullError, TaskQueue } from './speech.queue.ts';

export interface SpeechLimits {
  /** Engine processes running at once. */
  maxRunning: number;
  /** Texts waiting for a process; one more is answered 503 with Retry-After. */
  maxWaiting: number;
  /** WAVs kept in memory, by count and by total bytes. */
  cacheEntries: number;
  cacheBytes: number;
}

export const DEFAULT_SPEECH_LIMITS: SpeechLimits = {
  maxRunning: 2,
  maxWaiting: 32,
  cacheEntries: 200,
  cacheBytes: 20 * 1024 * 1024,
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Speaks short texts with the engine, protecting the server: the engine is probed once, on first use; at
 * most `maxRunning` processes run at a time (TaskQueue); the same text asked again while it is being spoken
 * waits for that one process; spoken WAVs are kept in an LRU cache so repeated clicks cost nothing.
 */
export class SpeechService {
  private probe: Promise<string | null> | undefined;
  private readonly cache: BufferLru;
  private readonly queue: TaskQueue;
  private readonly pending = new Map<string, Promise<Buffer>>();
  private syntheses = 0;

  /** `engine` null means speech is turned off (SPEECH_ENABLED=false). */
  constructor(
    private readonly engine: SpeechEngine | null,
    limits: SpeechLimits = DEFAULT_SPEECH_LIMITS,
    private readonly log?: Log,
  ) {
    this.cache = new BufferLru(limits.cacheEntries, limits.cacheBytes);
    this.queue = new TaskQueue(limits.maxRunning, limits.maxWaiting);
  }

  /** How often the engine was asked to speak, and what is cached, running and waiting (tests, diagnostics). */
  get stats(): { syntheses: number; cached: number; cachedBytes: number; running: number; waiting: number } {
    return {
      syntheses: this.syntheses,
      cached: this.cache.size,
      cachedBytes: this.cache.bytes,
      ...this.queue.counts,
    };
  }

  /**
   * Whether speech works here and in which languages (`GET /api/speech`).
   * @example await speech.info() // { available: true, languages: ['en', 'ko', 'fr', 'es', 'ja'] }
   */
  async info(): Promise<SpeechInfo> {
    const available = (await this.engineVersion()) !== null;
    return { available, languages: available ? [...SPEECH_LANGUAGES] : [] };
  }

  /**
   * The entity tag of the WAV of `text` in `lang`, known without speaking it: the text and the engine's
   * version decide the sound. Throws 503 SPEECH_UNAVAILABLE when there is no engine.
   * @example await speech.entityTag('ko', '학교') // '"Xq3...' (quoted, strong)
   */
  async entityTag(lang: SpeechLanguage, text: string): Promise<string> {
    const version = await this.requireEngine();
    const hash = crypto
      .createHash('sha256')
      .update(`${lang}\u0000${text}\u0000${version}`)
      .digest('base64url');
    return `"${hash.slice(0, 32)}"`;
  }

  /**
   * The WAV of `text` spoken in `lang`, from the cache or the engine. Throws 503 SPEECH_UNAVAILABLE, 503
   * SPEECH_BUSY (with Retry-After) when too many texts wait, or 500 SPEECH_FAILED.
   * @example const wav = await speech.speak('fr', 'école');
   */
  async speak(lang: SpeechLanguage, text: string): Promise<Buffer> {
    await this.requireEngine();
    const key = `${lang}\u0000${text}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.synthesize(lang, text, key).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async synthesize(lang: SpeechLanguage, text: string, key: string): Promise<Buffer> {
    const engine = this.engine;
    if (!engine) throw unavailable(false);
    let wav: Buffer;
    try {
      wav = await this.queue.run(() => {
        this.syntheses += 1;
        return engine.synthesize(lang, text);
      });
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new AppError(
          503,
          SPEECH_ERROR_CODES.busy,
          'The server is busy speaking. Try again in a moment.',
          {
            'Retry-After': '1',
          },
        );
      }
      this.log?.warn({ err: error, lang, length: text.length }, 'speech synthesis failed');
      throw new AppError(500, SPEECH_ERROR_CODES.failed, 'Speech synthesis failed for this text.');
    }
    this.cache.set(key, wav);
    return wav;
  }

  /** The engine's version, probed once on first use; null when speech is off or the engine cannot run. */
  private engineVersion(): Promise<string | null> {
    const engine = this.engine;
    if (!engine) return Promise.resolve(null);
    this.probe ??= engine.version().then((version) => {
      if (version === null)
        this.log?.warn('speech: espeak-ng is not installed; browsers use their own voices');
      else this.log?.info({ version }, 'speech: espeak-ng found');
      return version;
    });
    return this.probe;
  }

  private async requireEngine(): Promise<string> {
    const version = await this.engineVersion();
    if (version === null) throw unavailable(this.engine !== null);
    return version;
  }
}

function unavailable(enabled: boolean): AppError {
  const detail = enabled
    ? 'Speech synthesis is not installed on this server.'
    : 'Speech synthesis is turned off on this server.';
  return new AppError(503, SPEECH_ERROR_CODES.unavailable, detail);
}
