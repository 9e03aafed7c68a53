import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/** `GET /api/user/stats`: the signed-in learner's progress figures. Private, never cached. */
export const progressRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.stats;

  serve(app, api.progress.stats, async ({ user, query }) => {
    return service.get(user.id, query);
  });

  serve(app, api.progress.log, async ({ user, query }) => {
    return service.logPage(user.id, query);
  });
};
