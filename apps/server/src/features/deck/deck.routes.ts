import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/** A card at its limits is ~250,000 characters, up to 1 MB as UTF-8 and more once JSON-escaped. */
const CARD_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The `/deck` calls: the signed-in user's decks and cards, and the change feed the
 * companions pull. Every answer is private to the user, so none is cached.
 */
export const deckRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.decks;
  serve(app, api.deck.list, async ({ user }) => {
    return service.listDecks(user.id);
  });

  serve(app, api.deck.create, async ({ user, body }) => {
    return service.createDeck(user.id, body);
  });

  serve(app, api.deck.update, async ({ user, params, body }) => {
    return service.updateDeck(user.id, params.id, body);
  });

  serve(app, api.deck.delete, async ({ user, reply, params }) => {
    await service.deleteDeck(user.id, params.id);
    return reply.code(204).send();
  });

  serve(app, api.deck.cards, async ({ user, reply, params, query }) => {
    if (query.since === undefined) return service.cardInfos(user.id, params.id);
    // Sent as built: a page of heavy cards is not parsed and serialised again.
    const json = await service.changesSinceJson(user.id, params.id, query.since);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  serve(app, api.deck.card, async ({ user, params }) => {
    return service.card(user.id, params.id, params.cardId);
  });

  serve(
    app,
    api.deck.createCard,
    async ({ user, params, body }) => {
      return service.createCard(user.id, params.id, body);
    },
    { bodyLimit: CARD_BODY_LIMIT },
  );

  serve(
    app,
    api.deck.updateCard,
    async ({ user, params, body }) => {
      return service.updateCard(user.id, params.id, params.cardId, body);
    },
    { bodyLimit: CARD_BODY_LIMIT },
  );

  serve(app, api.deck.deleteCard, async ({ user, reply, params }) => {
    await service.deleteCard(user.id, params.id, params.cardId);
    return reply.code(204).send();
  });
};
