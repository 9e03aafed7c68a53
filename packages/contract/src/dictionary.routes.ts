import { z } from 'zod';
import {
  dictionaryInstallsSchema,
  dictionarySearchQuerySchema,
  dictionarySearchResultSchema,
  dictionarySourceSchema,
  dictionaryWordSchema,
  exampleSchema,
  examplesQuerySchema,
  senseIdParamsSchema,
  wordLookupQuerySchema,
} from './dictionary.ts';
import { json } from './routes/answers.ts';
import { route, routeGroup } from './routes/define.ts';

const writtenParams = z.object({
  written: z.string().meta({ description: 'A written form, 1-200 characters' }),
});
const writtensParams = z.object({
  writtens: z.string().meta({ description: 'Up to 200 written forms separated by commas' }),
});

export const dictionaryRoutes = routeGroup('dictionary', {
  words: route({
    method: 'GET',
    path: '/written/:written/words',
    access: 'public',
    params: writtenParams,
    query: wordLookupQuerySchema,
    response: z.array(dictionaryWordSchema),
    answer: json,
    errors: [],
  }),
  wordsOfMany: route({
    method: 'GET',
    path: '/writtens/:writtens/words',
    access: 'public',
    params: writtensParams,
    query: wordLookupQuerySchema,
    response: z.array(dictionaryWordSchema),
    answer: json,
    errors: [],
  }),
  fragments: route({
    method: 'GET',
    path: '/written/:written/fragments',
    access: 'public',
    params: writtenParams,
    query: wordLookupQuerySchema,
    response: z.array(exampleSchema),
    answer: json,
    errors: [],
  }),
  examples: route({
    method: 'GET',
    path: '/senses/:id/examples',
    access: 'public',
    params: senseIdParamsSchema,
    query: examplesQuerySchema,
    response: z.array(exampleSchema),
    answer: json,
    errors: ['NOT_FOUND'],
  }),
  search: route({
    method: 'GET',
    path: '/dictionary/search',
    access: 'public',
    query: dictionarySearchQuerySchema,
    response: dictionarySearchResultSchema,
    answer: json,
    errors: [],
  }),
  sources: route({
    method: 'GET',
    path: '/dictionary/sources',
    access: 'public',
    response: z.array(dictionarySourceSchema),
    answer: json,
    errors: [],
  }),
  installs: route({
    method: 'GET',
    path: '/dictionary/installs',
    access: 'public',
    response: dictionaryInstallsSchema,
    answer: json,
    errors: [],
  }),
});
