import {
  analyzeResponseSchema,
  analyzeUnitsResponseSchema,
  api,
  dictionaryWordSchema,
} from '@glossa/contract';
import { z } from 'zod';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { analysisServices } from './analysis-services.ts';
import { analyzeText, analyzeUnits } from './analyze.service.ts';
import { WordCache } from './word-cache.ts';

// Answers are large (every unit, every sense in every language) and serializing them on the event loop took
// a third of its time: the workers write the units' JSON, each dictionary word is written once by the
// serializer compiled from its schema (the schema the response's `vocab` items have) and kept, and the
// handler only joins bytes. The response schema stays declared: it documents the answer, and the tests
// check the bytes are exactly what its serializer would write.
const responseJsonSchema = z.toJSONSchema(analyzeResponseSchema, { target: 'draft-7' });
const wordJsonSchema = z.toJSONSchema(dictionaryWordSchema, { target: 'draft-7' });
const unitsJsonSchema = z.toJSONSchema(analyzeUnitsResponseSchema, { target: 'draft-7' });

/**
 * `POST /api/analyze`: word units and their dictionary words, for guests and signed-in users alike; and
 * `POST /api/analyze/units`: the same units of several texts, without the words (colouring a long page).
 */
export const analyzeRoutes: FeatureRoutes = async (app, context) => {
  const { dictionary } = context.services;
  const { pool: getPool, lexicons } = analysisServices(app, context);
  const words = new WordCache();

  app.addHook('onListen', () => {
    // A listening server loads the analysers' dictionaries in the background: the first request is fast too.
    void getPool()
      .warmUp()
      .catch((error: unknown) => app.log.warn({ err: error }, 'analysis warm-up failed'));
  });

  // The text is analysed, never stored, and its units must be found again in the learner's own copy: it goes
  // to the analysers as sent (they cope with lone surrogates; NFC would change the surfaces).
  serve(
    app,
    api.analyze.text,
    async ({ reply, body }) => {
      // Compiled once per route and schema, then taken from fastify's cache.
      const serializeWord = reply.compileSerializationSchema(wordJsonSchema);
      const payload = await analyzeText(
        { dictionary, pool: getPool(), lexicons, words, serializeWord },
        body,
        { grammar: context.config.analysisGrammar !== false },
      );
      return reply.type('application/json; charset=utf-8').send(payload);
    },
    { schema: { response: { 200: responseJsonSchema } }, config: { rawTextBody: true } },
  );

  serve(
    app,
    api.analyze.units,
    async ({ reply, body }) => {
      const payload = await analyzeUnits({ dictionary, pool: getPool(), lexicons, words }, body);
      return reply.type('application/json; charset=utf-8').send(payload);
    },
    { schema: { response: { 200: unitsJsonSchema } }, config: { rawTextBody: true } },
  );
};
