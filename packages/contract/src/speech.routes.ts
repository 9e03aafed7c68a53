import { speechInfoSchema, speechParamsSchema, speechQuerySchema } from './speech.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const speechRoutes = routeGroup('speech', {
  info: route({
    method: 'GET',
    path: '/speech',
    access: 'public',
    cache: 'no-store',
    response: speechInfoSchema,
    answer: json,
    errors: [],
  }),
  speak: route({
    method: 'GET',
    path: '/speech/:lang',
    access: 'public',
    params: speechParamsSchema,
    query: speechQuerySchema,
    answer: { kind: 'file', mediaType: 'audio/wav' },
    errors: ['SPEECH_UNAVAILABLE'],
  }),
});
