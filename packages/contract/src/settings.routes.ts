import { userSettingsSchema, userSettingsUpdateSchema } from './settings.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const settingsRoutes = routeGroup(
  'settings',
  {
    get: route({
      method: 'GET',
      path: '/user/settings',
      access: 'user',
      cache: 'no-store',
      response: userSettingsSchema,
      answer: json,
      errors: ['UNAUTHORIZED'],
    }),
    put: route({
      method: 'PUT',
      path: '/user/settings',
      access: 'user',
      cache: 'no-store',
      body: userSettingsUpdateSchema,
      bodyKind: 'json',
      response: userSettingsSchema,
      answer: json,
      errors: ['UNAUTHORIZED', 'CSRF'],
    }),
  },
  { tag: 'user' },
);
