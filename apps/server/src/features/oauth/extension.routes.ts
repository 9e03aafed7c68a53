import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/** `GET /api/extension`: what the companions need before signing in (the oldest add-on version allowed). */
export const extensionRoutes: FeatureRoutes = async (app, context) => {
  serve(app, api.extension.info, async ({ reply }) => {
    // Short cache: a raised minimum reaches add-ons within minutes.
    void reply.header('Cache-Control', 'public, max-age=300');
    return { min_version_anki: context.config.oauth.minVersionAnki };
  });
};
