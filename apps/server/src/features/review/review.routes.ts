import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/**
 * The `/review` calls (review in the app): due cards of a deck, ratings, due counts per deck and
 * the review change feed. Signed in only; every answer is private to the user, so none is cached.
 */
export const reviewRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.review;
  serve(app, api.review.deck, async ({ user, reply, params, query }) => {
    // Sent as built: a session of heavy cards is not parsed and serialised again.
    const json = await service.deckJson(user.id, params.id, query.all);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  serve(app, api.review.rate, async ({ user, body }) => {
    return service.rate(user.id, body);
  });

  serve(app, api.review.counts, async ({ user }) => {
    return service.counts(user.id);
  });

  serve(app, api.review.changesSince, async ({ user, query }) => {
    return service.changesSince(user.id, query.since);
  });
};
