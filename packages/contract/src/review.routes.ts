import {
  reviewChangesQuerySchema,
  reviewChangesSchema,
  reviewCountsSchema,
  reviewDeckAnswerSchema,
  reviewDeckParamsSchema,
  reviewDeckQuerySchema,
  reviewRatingAnswerSchema,
  reviewRatingBodySchema,
} from './review.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const reviewRoutes = routeGroup('review', {
  deck: route({
    method: 'GET',
    path: '/review/deck/:id',
    access: 'user',
    cache: 'no-store',
    params: reviewDeckParamsSchema,
    query: reviewDeckQuerySchema,
    response: reviewDeckAnswerSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'DECK_NOT_FOUND'],
  }),
  rate: route({
    method: 'POST',
    path: '/review/ratings',
    access: 'user',
    cache: 'no-store',
    body: reviewRatingBodySchema,
    bodyKind: 'json',
    response: reviewRatingAnswerSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'CARD_NOT_FOUND', 'CSRF'],
  }),
  counts: route({
    method: 'GET',
    path: '/review/counts',
    access: 'user',
    cache: 'no-store',
    response: reviewCountsSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  changesSince: route({
    method: 'GET',
    path: '/review/changes',
    access: 'user',
    cache: 'no-store',
    query: reviewChangesQuerySchema,
    response: reviewChangesSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
});
