import {
  grammarEntryParamsSchema,
  grammarEntrySchema,
  grammarListParamsSchema,
  grammarListSchema,
  grammarQuerySchema,
} from './grammar.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

export const grammarRoutes = routeGroup('grammar', {
  list: route({
    method: 'GET',
    path: '/grammar/:lang',
    access: 'public',
    params: grammarListParamsSchema,
    query: grammarQuerySchema,
    response: grammarListSchema,
    answer: json,
    errors: [],
  }),
  entry: route({
    method: 'GET',
    path: '/grammar/:lang/:id',
    access: 'public',
    params: grammarEntryParamsSchema,
    query: grammarQuerySchema,
    response: grammarEntrySchema,
    answer: json,
    errors: ['GRAMMAR_NOT_FOUND'],
  }),
});
