import { WRITTEN_MAX_LENGTH, WRITTENS_PER_CALL_MAX, api } from '@glossa/contract';
import { hasControlCharacters } from '@glossa/dictionary';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, validationError } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { AppContext, FeatureRoutes } from '../feature.ts';
import { scheduleStarterInstall } from './installs/starter.schedule.ts';
import type { InflectedForms } from './dictionary.service.ts';

/** Browsers keep lookups for a while and revalidate with the dictionary revision as ETag. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * Dictionary lookups for guests and users: words by written form, fragments, examples of a sense, search,
 * installed sources. Also schedules the first-start install after the server is ready. The search's
 * inflected forms (went -> go) come from the analysers, which this feature does not import: the caller
 * passes how to get them for a server.
 * @example dictionaryRoutes(inflectedFormsFor)
 */
export const dictionaryRoutes =
  (inflectedFormsFor: (app: FastifyInstance, context: AppContext) => InflectedForms): FeatureRoutes =>
  async (app, context) => {
    const { dictionary } = context.services;

    /** Answers 304 when the browser's copy is of the current revision; otherwise sets the cache headers. */
    async function cached(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const etag = `W/"dict-${await dictionary.revision()}"`;
      void reply
        .header('Cache-Control', CACHE_CONTROL)
        .header('ETag', etag)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === etag) {
        void reply.code(304).send();
        return true;
      }
      return false;
    }

    serve(app, api.dictionary.words, async ({ request, reply, params, query }) => {
      const written = checkWritten(params.written, 'written');
      if (await cached(request, reply)) return reply;
      return dictionary.lookupWords([written], query.language, query.lang, query.senses);
    });

    serve(app, api.dictionary.wordsOfMany, async ({ request, reply, params, query }) => {
      const parts = params.writtens.split(',').filter((part) => part.trim() !== '');
      if (parts.length === 0) throw validationError('written', 'give at least one written form');
      if (parts.length > WRITTENS_PER_CALL_MAX) {
        throw validationError('written', `at most ${WRITTENS_PER_CALL_MAX} written forms per call`);
      }
      const writtens = parts.map((part) => checkWritten(part, 'written'));
      if (await cached(request, reply)) return reply;
      return dictionary.lookupWords(writtens, query.language, query.lang, query.senses);
    });

    serve(app, api.dictionary.fragments, async ({ request, reply, params, query }) => {
      const written = checkWritten(params.written, 'written');
      if (await cached(request, reply)) return reply;
      return dictionary.fragmentsOf(written, query.language);
    });

    serve(app, api.dictionary.examples, async ({ request, reply, params, query }) => {
      const { id } = params;
      if (await cached(request, reply)) return reply;
      const examples = await dictionary.senseExamples(id, query.lang);
      if (!examples) throw notFound(`No sense with id ${id}.`);
      return examples;
    });

    const analysedForms = inflectedFormsFor(app, context);
    serve(app, api.dictionary.search, async ({ request, reply, query }) => {
      if (hasControlCharacters(query.q) || /[\r\n\t]/.test(query.q)) {
        throw validationError('q', 'must not contain control characters');
      }
      if (await cached(request, reply)) return reply;
      // A busy or slow analysis pool costs the inflected matches of this one search, not the search itself.
      const inflected: InflectedForms = async (q, language) => {
        try {
          return await analysedForms(q, language);
        } catch (error) {
          request.log.warn({ err: error }, 'inflected-form search skipped');
          return [];
        }
      };
      return dictionary.search(query, inflected);
    });

    serve(app, api.dictionary.sources, async ({ reply }) => {
      void reply.header('Cache-Control', 'no-cache');
      return dictionary.installedSources();
    });

    scheduleStarterInstall(app, context);
  };

/** A written form from the URL: trimmed, 1-200 characters, no control characters and no slash. */
function checkWritten(raw: string, field: string): string {
  const written = raw.trim();
  if (!written) throw validationError(field, 'must not be empty');
  if (written.length > WRITTEN_MAX_LENGTH)
    throw validationError(field, `must be at most ${WRITTEN_MAX_LENGTH} characters`);
  if (hasControlCharacters(written) || /[\r\n\t]/.test(written)) {
    throw validationError(field, 'must not contain control characters');
  }
  if (written.includes('/')) throw validationError(field, "must not contain '/'");
  return written;
}
