import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/** `GET /api/health`: 200 when the database answers, 503 when it does not (for load balancers). */
export const healthRoutes: FeatureRoutes = async (app, { services }) => {
  serve(app, api.health.get, async ({ reply }) => {
    const health = await services.health.check();
    return reply.code(health.database.reachable ? 200 : 503).send(health);
  });
};
