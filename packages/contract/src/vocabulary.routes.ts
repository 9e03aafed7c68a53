import { z } from 'zod';
import {
  isoTimeSchema,
  vocabularyBatchSchema,
  vocabularyItemSchema,
  vocabularyListSchema,
  vocabularySyncStatusSchema,
  vocabularyWriteQuerySchema,
} from './vocabulary.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

const sinceParams = z.object({ since: isoTimeSchema });

export const vocabularyRoutes = routeGroup('vocabulary', {
  put: route({
    method: 'PUT',
    path: '/user/voc',
    access: 'user',
    cache: 'no-store',
    query: vocabularyWriteQuerySchema,
    body: vocabularyItemSchema,
    bodyKind: 'json',
    response: vocabularySyncStatusSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'LIMIT_REACHED', 'CSRF'],
  }),
  putBatch: route({
    method: 'PUT',
    path: '/user/voc/batch',
    access: 'user',
    cache: 'no-store',
    query: vocabularyWriteQuerySchema,
    body: vocabularyBatchSchema,
    bodyKind: 'json',
    response: vocabularySyncStatusSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'LIMIT_REACHED', 'BODY_TOO_LARGE', 'CSRF'],
  }),
  changesSince: route({
    method: 'GET',
    path: '/user/voc/change/:since',
    access: 'user',
    cache: 'no-store',
    params: sinceParams,
    response: vocabularyListSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  status: route({
    method: 'GET',
    path: '/user/voc/status',
    access: 'user',
    cache: 'no-store',
    response: vocabularySyncStatusSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  list: route({
    method: 'GET',
    path: '/user/voc',
    access: 'user',
    cache: 'no-store',
    response: vocabularyListSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  clear: route({
    method: 'DELETE',
    path: '/user/voc',
    access: 'user',
    cache: 'no-store',
    query: vocabularyWriteQuerySchema,
    response: vocabularySyncStatusSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'CSRF'],
  }),
});
