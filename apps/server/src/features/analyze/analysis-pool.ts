import os from 'node:os';
import type { TextLanguage } from '@glossa/analysis';
import { ERROR_CODES } from '@glossa/contract';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import type { AnalysisResult, AnalysisTask } from './analysis.worker.ts';
import type { SharedLexicon } from './lexicon-buffer.ts';

/** An analysis that takes longer than this is abandoned (its worker is replaced) and answered with 503. */
const TASK_TIMEOUT_MS = 10_000;

/** An analysis waiting for a free thread. */
interface Job {
  task: AnalysisTask;
  signal: AbortSignal;
  resolve: (result: AnalysisResult) => void;
  reject: (error: unknown) => void;
  /** Takes the job out of the queue when its time runs out before a thread is free. */
  onAbort: () => void;
}

export interface AnalysisPool {
  /** `grammar`: also find the grammar constructions (POST /api/analyze; never the units-only route). */
  analyze(
    text: string,
    language: TextLanguage,
    lexicon: SharedLexicon | undefined,
    options?: { grammar?: boolean },
  ): Promise<AnalysisResult>;
  /** Loads every analyser's data in every thread ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the worker's code is: next to this module, as TypeScript in development and tests (loaded through
 * tsx) or as the bundled `analysis.worker.js` in dist/.
 */
function workerLocation(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(fromSource ? './analysis.worker.ts' : './analysis.worker.js', import.meta.url);
  return { filename: file.href, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * A pool of worker threads running the analysers, so that a long analysis never blocks the event loop.
 * @example const pool = createAnalysisPool(2); await pool.analyze('학교에 갔어요', 'ko_KR', undefined);
 */
export function createAnalysisPool(threads: number): AnalysisPool {
  const size = threads > 0 ? threads : Math.max(1, os.availableParallelism());
  const { filename, execArgv } = workerLocation();
  const piscina = new Piscina<AnalysisTask, AnalysisResult>({
    filename,
    execArgv,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  // Past this many waiting analyses the server is overloaded: answer 503 at once instead of queueing.
  const maxQueue = size * 64;
  // Analyses wait here, first come first served, and go to piscina only when a thread is free. Piscina's own
  // queue puts a task that carries an AbortSignal back at the tail whenever it cannot start it, so under load
  // it served requests out of order: the p99 latency was four times the median.
  const waiting: Job[] = [];
  let running = 0;
  const start = (job: Job) => {
    running += 1;
    piscina
      .run(job.task, { signal: job.signal })
      .then(job.resolve, job.reject)
      .finally(() => {
        running -= 1;
        startWaiting();
      });
  };
  const startWaiting = () => {
    while (running < size) {
      const job = waiting.shift();
      if (!job) return;
      job.signal.removeEventListener('abort', job.onAbort);
      start(job);
    }
  };
  // Analyses that requests wait for: closing lets them finish, while warm-up work is simply dropped.
  const pending = new Set<Promise<unknown>>();
  return {
    async analyze(text, language, lexicon, options) {
      // The time limit counts from the request, as it did when piscina queued the task itself.
      const signal = AbortSignal.timeout(TASK_TIMEOUT_MS);
      const run = new Promise<AnalysisResult>((resolve, reject) => {
        const task: AnalysisTask = options?.grammar
          ? { text, language, lexicon, grammar: true }
          : { text, language, lexicon };
        const job: Job = { task, signal, resolve, reject, onAbort: () => {} };
        if (running < size) {
          start(job);
          return;
        }
        if (waiting.length >= maxQueue) {
          reject(new Error('Task queue is at limit'));
          return;
        }
        job.onAbort = () => {
          const at = waiting.indexOf(job);
          if (at >= 0) waiting.splice(at, 1);
          const error = new Error('The task has been aborted', { cause: signal.reason });
          error.name = 'AbortError';
          reject(error);
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
        waiting.push(job);
      });
      pending.add(run);
      try {
        return await run;
      } catch (error) {
        throw toAppError(error);
      } finally {
        pending.delete(run);
      }
    },
    async warmUp() {
      const languages: TextLanguage[] = ['ko_KR', 'en_US', 'fr_FR'];
      const tasks = [];
      for (let i = 0; i < size; i += 1) {
        for (const language of languages)
          tasks.push(piscina.run({ text: 'a', language, grammar: true }).catch(() => undefined));
      }
      await Promise.all(tasks);
    },
    async close() {
      await Promise.allSettled(pending);
      await piscina.destroy();
    },
  };
}

function toAppError(error: unknown): unknown {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'AbortError' || name === 'TimeoutError' || /aborted/i.test(message)) {
    return new AppError(503, ERROR_CODES.unavailable, 'The analysis took too long. Try a shorter text.');
  }
  if (/terminating worker thread/i.test(message)) {
    return new AppError(503, ERROR_CODES.unavailable, 'The server is shutting down. Try again in a moment.');
  }
  if (/queue is at limit/i.test(message)) {
    return new AppError(503, ERROR_CODES.unavailable, 'The server is busy. Try again in a moment.', {
      'Retry-After': '1',
    });
  }
  return error;
}
