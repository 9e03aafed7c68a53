import { api } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { grammarEntry, grammarList } from './grammar.catalogue.ts';

/**
 * `GET /api/grammar/:lang` (the catalogue of a text language by level) and `GET /api/grammar/:lang/:id` (one
 * construction with its examples): the catalogue ships with the server, so answers may be cached a while.
 * `/api/user/grammar`: the signed-in learner's construction statuses, private and never cached.
 */
export const grammarRoutes: FeatureRoutes = async (app, context) => {
  const statuses = context.services.grammarStatus;

  serve(app, api.grammar.list, async ({ reply, params, query }) => {
    void reply.header('Cache-Control', 'public, max-age=3600');
    return grammarList(params.lang, query.dico_lang ?? 'en_US');
  });

  serve(app, api.grammar.entry, async ({ reply, params, query }) => {
    void reply.header('Cache-Control', 'public, max-age=3600');
    return grammarEntry(params.lang, params.id, query.dico_lang ?? 'en_US');
  });

  serve(app, api.grammar.statuses, async ({ user }) => {
    return statuses.list(user.id);
  });

  serve(app, api.grammar.putStatus, async ({ user, params, body }) => {
    return statuses.set(user.id, params.id, body.status);
  });

  serve(app, api.grammar.deleteStatus, async ({ user, params, reply }) => {
    await statuses.clear(user.id, params.id);
    return reply.code(204).send();
  });
};
