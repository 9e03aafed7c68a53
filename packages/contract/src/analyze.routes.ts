import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  analyzeUnitsRequestSchema,
  analyzeUnitsResponseSchema,
} from './analyze.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const analyzeRoutes = routeGroup('analyze', {
  text: route({
    method: 'POST',
    path: '/analyze',
    access: 'public',
    body: analyzeRequestSchema,
    bodyKind: 'json',
    response: analyzeResponseSchema,
    answer: json,
    // Analysis reads and changes nothing (POST only for the body's size), so a forged request gains an
    // attacker nothing; without the check the Chrome extension (another origin, no cookies) can analyse
    // for a signed-out learner.
    noCsrf: true,
    errors: ['UNSUPPORTED_MEDIA_TYPE', 'INVALID_JSON', 'BODY_TOO_LARGE'],
  }),
  units: route({
    method: 'POST',
    path: '/analyze/units',
    access: 'public',
    body: analyzeUnitsRequestSchema,
    bodyKind: 'json',
    response: analyzeUnitsResponseSchema,
    answer: json,
    // As analyze.text: reads and changes nothing.
    noCsrf: true,
    errors: ['UNSUPPORTED_MEDIA_TYPE', 'INVALID_JSON', 'BODY_TOO_LARGE'],
  }),
});
