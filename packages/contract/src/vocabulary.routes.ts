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
    params: sinceParams,
    response: vocabularyListSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  status: route({
    method: 'GET',
    path: '/user/voc/status',
    access: 'user',
    response: vocabularySyncStatusSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  list: route({
    method: 'GET',
    path: '/user/voc',
    access: 'user',
    response: vocabularyListSchema,
    answer: json,
    errors: ['UNAUTHORIZED'],
  }),
  clear: route({
    method: 'DELETE',
    path: '/user/voc',
    access: 'user',
    query: vocabularyWriteQuerySchema,
    response: vocabularySyncStatusSchema,
    answer: json,
    errors: ['UNAUTHORIZED', 'CSRF'],
  }),
});
