import { statsQuerySchema, statsSchema, statusLogPageSchema, statusLogQuerySchema } from './progress.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const progressRoutes = routeGroup(
  'progress',
  {
    stats: route({
      method: 'GET',
      path: '/user/stats',
      access: 'user',
      cache: 'no-store',
      query: statsQuerySchema,
      response: statsSchema,
      answer: json,
      errors: ['UNAUTHORIZED'],
    }),
    log: route({
      method: 'GET',
      path: '/user/stats/log',
      access: 'user',
      cache: 'no-store',
      query: statusLogQuerySchema,
      response: statusLogPageSchema,
      answer: json,
      errors: ['UNAUTHORIZED'],
    }),
  },
  { tag: 'user' },
);
