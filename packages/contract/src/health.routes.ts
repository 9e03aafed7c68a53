import { healthSchema } from './health.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const healthRoutes = routeGroup('health', {
  get: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    cache: 'no-store',
    response: healthSchema,
    answer: json,
    errors: [],
  }),
});
