import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import { requireUser } from '../auth/current-user.ts';
import type { FeatureRoutes } from '../feature.ts';

/** `GET /api/user/stats`: the signed-in learner's progress figures. Private, never cached. */
export const progressRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.stats;

  serve(app, api.progress.stats, async ({ request, reply, query }) => {
    const user = await requireUser(request, context);
    void reply.header('Cache-Control', 'no-store');
    return service.get(user.id, query);
  });

  serve(app, api.progress.log, async ({ request, reply, query }) => {
    const user = await requireUser(request, context);
    void reply.header('Cache-Control', 'no-store');
    return service.logPage(user.id, query);
  });
};
