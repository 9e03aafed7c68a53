import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/** `/api/user/settings`: the signed-in learner's settings that follow the account. Private, never cached. */
export const settingsRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.settings;

  serve(app, api.settings.get, async ({ user }) => {
    return service.get(user.id);
  });

  serve(app, api.settings.put, async ({ user, body }) => {
    return service.save(user.id, body.settings, body.updated_at);
  });
};
