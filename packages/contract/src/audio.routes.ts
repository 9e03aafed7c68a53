import { audioParamsSchema } from './audio.ts';
import { route, routeGroup } from './routes/define.ts';

export const audioRoutes = routeGroup('audio', {
  recording: route({
    method: 'GET',
    path: '/audio/:lang/:audioId',
    access: 'public',
    params: audioParamsSchema,
    answer: { kind: 'file', mediaType: 'audio/*' },
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
  }),
});
