import { z } from 'zod';
import { route, routeGroup } from './routes/define.ts';

export const docsRoutes = routeGroup('docs', {
  openapi: route({
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    answer: { kind: 'file', mediaType: 'application/json' },
    errors: [],
  }),
  reference: route({
    method: 'GET',
    path: '/docs',
    access: 'public',
    answer: { kind: 'file', mediaType: 'text/html' },
    navigation: true,
    errors: [],
  }),
  asset: route({
    method: 'GET',
    path: '/docs/:file',
    access: 'public',
    params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js']) }),
    answer: { kind: 'file', mediaType: 'application/javascript' },
    navigation: true,
    errors: [],
  }),
});
