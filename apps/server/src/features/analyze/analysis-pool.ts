import os from 'node:os';
import type { AnalysedUnit, TextLanguage } from '@glossa/analysis';
import { ERROR_CODES } from '@glossa/contract';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import type { AnalysisTask } from './analysis.worker.ts';
import type { SharedLexicon } from './lexicon-buffer.ts';

/** An analysis that takes longer than this is abandoned (its worker is replaced) and answered with 503. */
const TASK_TIMEOUT_MS = 10_000;

export interface AnalysisPool {
  analyze(text: string, language: TextLanguage, lexicon: SharedLexicon | undefined): Promise<AnalysedUnit[]>;
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
  const piscina = new Piscina<AnalysisTask, AnalysedUnit[]>({
    filename,
    execArgv,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Past this many waiting analyses the server is overloaded: answer 503 at once instead of queueing.
    maxQueue: size * 64,
  });
  // Analyses that requests wait for: closing lets them finish, while warm-up work is simply dropped.
  const pending = new Set<Promise<unknown>>();
  return {
    async analyze(text, language, lexicon) {
      const run = piscina.run({ text, language, lexicon }, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) });
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
        for (const language of languages) tasks.push(piscina.run({ text: 'a', language }).catch(() => []));
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
