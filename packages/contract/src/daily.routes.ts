import { dailyHistoryQuerySchema, dailyHistorySchema, dailyPictureParamsSchema } from './daily.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const dailyRoutes = routeGroup('daily', {
  history: route({
    method: 'GET',
    path: '/dayword/history',
    access: 'public',
    query: dailyHistoryQuerySchema,
    response: dailyHistorySchema,
    answer: json,
    errors: [],
  }),
  picture: route({
    method: 'GET',
    path: '/dayword/picture/:file',
    access: 'public',
    params: dailyPictureParamsSchema,
    answer: { kind: 'file', mediaType: 'image/svg+xml' },
    errors: ['NOT_FOUND'],
  }),
});
