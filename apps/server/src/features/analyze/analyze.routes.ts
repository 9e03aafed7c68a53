import { analyzeRequestSchema } from '@glossa/contract';
import { parseInput } from '../../http/validate.ts';
import type { FeatureRoutes } from '../feature.ts';
import { createAnalysisPool, type AnalysisPool } from './analysis-pool.ts';
import { analyzeText } from './analyze.service.ts';
import { LexiconCache } from './lexicon-cache.ts';

/** `POST /api/analyze`: word units and their dictionary words, for guests and signed-in users alike. */
export const analyzeRoutes: FeatureRoutes = async (app, { config, database }) => {
  // Threads start on first use, so that servers built only to test other features do not pay for them.
  let pool: AnalysisPool | undefined;
  const getPool = () => (pool ??= createAnalysisPool(config.analysisWorkers));
  const lexicons = new LexiconCache(database);

  app.addHook('onListen', () => {
    // A listening server loads the analysers' dictionaries in the background: the first request is fast too.
    void getPool()
      .warmUp()
      .catch((error: unknown) => app.log.warn({ err: error }, 'analysis warm-up failed'));
  });
  app.addHook('onClose', async () => {
    await pool?.close();
  });

  app.post('/analyze', async (request) => {
    const body = parseInput(analyzeRequestSchema, request.body, 'body');
    return analyzeText({ database, pool: getPool(), lexicons }, body);
  });
};
