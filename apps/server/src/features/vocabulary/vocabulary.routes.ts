import { isoTimeSchema, vocabularyBatchSchema } from '@glossa/contract';
import { parseInput } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import type { FeatureRoutes } from '../feature.ts';
import { VocabularyRepository } from './vocabulary.repository.ts';
import { VocabularyService } from './vocabulary.service.ts';

/** A full batch of 10,000 items with long written forms is a few MB; the app default (1 MB) is too small. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The `/user/voc` calls of spec section 7: the signed-in user's vocabulary, its sync clock and change feed.
 * Every answer is private to the user, so none is cached.
 */
export const vocabularyRoutes: FeatureRoutes = async (app, context) => {
  const service = new VocabularyService(new VocabularyRepository(context.database));
  app.addHook('onSend', async (request, reply) => {
    if (request.canonicalPath.startsWith('/api/user/voc')) reply.header('Cache-Control', 'no-store');
  });

  app.put('/user/voc', async (request) => {
    const user = await requireUser(request, context);
    const [item] = service.validate([request.body], true);
    return service.put(user.id, item ? [item] : []);
  });

  app.put('/user/voc/batch', { bodyLimit: BATCH_BODY_LIMIT }, async (request) => {
    const user = await requireUser(request, context);
    const raw = parseInput(vocabularyBatchSchema, request.body, 'body');
    return service.put(user.id, service.validate(raw));
  });

  app.get<{ Params: { since: string } }>('/user/voc/change/:since', async (request) => {
    const user = await requireUser(request, context);
    const since = parseInput(isoTimeSchema, request.params.since, 'isoTime');
    return service.changesSince(user.id, since);
  });

  app.get('/user/voc/status', async (request) => {
    const user = await requireUser(request, context);
    return service.status(user.id);
  });

  app.get('/user/voc', async (request) => {
    const user = await requireUser(request, context);
    return service.list(user.id);
  });

  app.delete('/user/voc', async (request) => {
    const user = await requireUser(request, context);
    return service.clear(user.id);
  });
};
