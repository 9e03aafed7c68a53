import { api, type VocabularyWriteQuery } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import type { WriteOrigin } from './vocabulary.service.ts';

/** A full batch of 10,000 items with long written forms is a few MB; the app default (1 MB) is too small. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The `/user/voc` calls: the signed-in user's vocabulary, its sync clock and change feed.
 * Every answer is private to the user, so none is cached.
 */
export const vocabularyRoutes: FeatureRoutes = async (app, context) => {
  const service = context.services.vocabulary;
  serve(
    app,
    api.vocabulary.put,
    async ({ user, query, body }) => {
      const [item] = service.validate([body], true);
      return service.put(user.id, item ? [item] : [], originOf(query));
    },
    { bodyCheckedByService: true },
  );

  serve(
    app,
    api.vocabulary.putBatch,
    async ({ user, query, body }) => {
      return service.put(user.id, service.validate(body), originOf(query));
    },
    { bodyLimit: BATCH_BODY_LIMIT },
  );

  serve(app, api.vocabulary.changesSince, async ({ user, params }) => {
    return service.changesSince(user.id, params.since);
  });

  serve(app, api.vocabulary.status, async ({ user }) => {
    return service.status(user.id);
  });

  serve(app, api.vocabulary.list, async ({ user }) => {
    return service.list(user.id);
  });

  serve(app, api.vocabulary.clear, async ({ user, query }) => {
    return service.clear(user.id, originOf(query));
  });
};

function originOf(query: VocabularyWriteQuery): WriteOrigin {
  return { source: query.source ?? 'sync', deviceId: query.device ?? null };
}
