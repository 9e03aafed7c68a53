import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import { requireUser } from '../auth/current-user.ts';
import type { FeatureRoutes } from '../feature.ts';

/**
 * The `/review` calls (review in the app, issue 15): due cards of a deck, ratings, due counts per deck and
 * the review change feed. Signed in only; every answer is private to the user, so none is cached.
 */
export const reviewRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.review;
  app.addHook('onSend', async (request, reply) => {
    if (request.canonicalPath.startsWith('/api/review')) reply.header('Cache-Control', 'no-store');
  });

  serve(app, api.review.deck, async ({ request, reply, params, query }) => {
    const user = await requireUser(request, context);
    // Sent as built: a session of heavy cards is not parsed and serialised again.
    const json = await service.deckJson(user.id, params.id, query.all);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  serve(app, api.review.rate, async ({ request, body }) => {
    const user = await requireUser(request, context);
    return service.rate(user.id, body);
  });

  serve(app, api.review.counts, async ({ request }) => {
    const user = await requireUser(request, context);
    return service.counts(user.id);
  });

  serve(app, api.review.changesSince, async ({ request, query }) => {
    const user = await requireUser(request, context);
    return service.changesSince(user.id, query.since);
  });
};
