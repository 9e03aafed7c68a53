import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import { requireUser } from '../auth/current-user.ts';
import type { FeatureRoutes } from '../feature.ts';

/** A card at its limits is ~250,000 characters, up to 1 MB as UTF-8 and more once JSON-escaped. */
const CARD_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The `/deck` calls of spec section 7: the signed-in user's decks and cards, and the change feed the
 * companions pull. Every answer is private to the user, so none is cached.
 */
export const deckRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.decks;
  app.addHook('onSend', async (request, reply) => {
    if (request.canonicalPath.startsWith('/api/deck')) reply.header('Cache-Control', 'no-store');
  });

  serve(app, api.deck.list, async ({ request }) => {
    const user = await requireUser(request, context);
    return service.listDecks(user.id);
  });

  serve(app, api.deck.create, async ({ request, body }) => {
    const user = await requireUser(request, context);
    return service.createDeck(user.id, body);
  });

  serve(app, api.deck.update, async ({ request, params, body }) => {
    const user = await requireUser(request, context);
    return service.updateDeck(user.id, params.id, body);
  });

  serve(app, api.deck.delete, async ({ request, reply, params }) => {
    const user = await requireUser(request, context);
    await service.deleteDeck(user.id, params.id);
    return reply.code(204).send();
  });

  serve(app, api.deck.cards, async ({ request, reply, params, query }) => {
    const user = await requireUser(request, context);
    if (query.since === undefined) return service.cardInfos(user.id, params.id);
    // Sent as built: a page of heavy cards is not parsed and serialised again.
    const json = await service.changesSinceJson(user.id, params.id, query.since);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  serve(app, api.deck.card, async ({ request, params }) => {
    const user = await requireUser(request, context);
    return service.card(user.id, params.id, params.cardId);
  });

  serve(
    app,
    api.deck.createCard,
    async ({ request, params, body }) => {
      const user = await requireUser(request, context);
      return service.createCard(user.id, params.id, body);
    },
    { bodyLimit: CARD_BODY_LIMIT },
  );

  serve(
    app,
    api.deck.updateCard,
    async ({ request, params, body }) => {
      const user = await requireUser(request, context);
      return service.updateCard(user.id, params.id, params.cardId, body);
    },
    { bodyLimit: CARD_BODY_LIMIT },
  );

  serve(app, api.deck.deleteCard, async ({ request, reply, params }) => {
    const user = await requireUser(request, context);
    await service.deleteCard(user.id, params.id, params.cardId);
    return reply.code(204).send();
  });
};
