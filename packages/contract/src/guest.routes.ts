import { guestUploadSchema } from './progress.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';
import { vocabularySyncStatusSchema } from './vocabulary.ts';

/** A guest's browser data joining the account it signs in to. */
export const guestRoutes = routeGroup(
  'guest',
  {
    upload: route({
      method: 'POST',
      path: '/user/voc/guest',
      access: 'user',
      cache: 'no-store',
      body: guestUploadSchema,
      bodyKind: 'json',
      response: vocabularySyncStatusSchema,
      answer: json,
      errors: ['UNAUTHORIZED', 'LIMIT_REACHED', 'BODY_TOO_LARGE', 'CSRF'],
    }),
  },
  { tag: 'vocabulary' },
);
