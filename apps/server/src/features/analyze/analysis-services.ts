import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../feature.ts';
import { createAnalysisPool, type AnalysisPool } from './analysis-pool.ts';
import { LexiconCache } from './lexicon-cache.ts';

/** The analysers' worker pool and the headword lexicons, shared by every feature of one server. */
export interface AnalysisServices {
  /** The pool; its threads start on first use. */
  pool(): AnalysisPool;
  lexicons: LexiconCache;
}

/** Keyed by the instance the features are registered on (one per server, even when servers share a database). */
const byApp = new WeakMap<FastifyInstance, AnalysisServices>();

/**
 * The analysis services of the server this context belongs to, made once (POST /api/analyze and the
 * dictionary search's inflected forms share one pool and one lexicon per language: two pools would load every
 * analyser's data twice). The pool is closed with the server.
 * @example const { pool, lexicons } = analysisServices(app, context); await pool().analyze('went', 'en_US', await lexicons.get('en_US'));
 */
export function analysisServices(app: FastifyInstance, context: AppContext): AnalysisServices {
  const existing = byApp.get(app);
  if (existing) return existing;
  // Threads start on first use, so that servers built only to test other features do not pay for them.
  let pool: AnalysisPool | undefined;
  const services: AnalysisServices = {
    pool: () => (pool ??= createAnalysisPool(context.config.analysisWorkers)),
    lexicons: new LexiconCache(context.services.dictionary),
  };
  byApp.set(app, services);
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  return services;
}
