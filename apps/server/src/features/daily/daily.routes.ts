import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { api } from '@glossa/contract';
import { notFound } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';

/** An SVG is a document: served as an image that can run nothing and load nothing. */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `GET /api/dayword/history` (the word of the day of the last 30 days, per text language) and
 * `GET /api/dayword/picture/:file` (its OpenMoji pictures, only those the index names).
 */
export const dailyRoutes: FeatureRoutes = async (app, { services }) => {
  const service = services.daily;

  serve(app, api.daily.history, async ({ reply, query }) => {
    // The answer changes at midnight UTC and when a dictionary is imported: a short cache is enough.
    void reply.header('Cache-Control', 'public, max-age=60');
    return service.history(query.language, query.lang, new Date());
  });

  serve(app, api.daily.picture, async ({ request, reply, params }) => {
    const { dir, files } = service.pictures();
    if (!files.has(params.file)) throw notFound(`No picture ${params.file}.`);
    void reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=604800')
      .header('Content-Security-Policy', PICTURE_CSP)
      .header('X-Content-Type-Options', 'nosniff');
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await readFile(path.join(dir, params.file)));
  });
};
