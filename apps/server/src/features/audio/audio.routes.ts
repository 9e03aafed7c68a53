import { AUDIO_ERROR_CODES, api } from '@glossa/contract';
import { AppError, notFound } from '../../http/app-error.ts';
import { serve } from '../../http/serve.ts';
import type { FeatureRoutes } from '../feature.ts';
import { openRecording } from './audio.files.ts';
import { entityTag, ifRangeAllows, noneMatch, parseRange } from '../../http/conditional.ts';

/** Recordings do not change once imported; a week in the browser, then a revalidation by ETag. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * `GET|HEAD /api/audio/:lang/:audioId`: a dictionary word's recording from AUDIO_DIR (audio.files.ts), streamed,
 * with ETag revalidation and single byte ranges (Safari plays audio only from a server that answers ranges).
 */
export const audioRoutes: FeatureRoutes = async (app, { config }) => {
  // serve() answers HEAD with the same handler, which sends the headers without reading the file.
  serve(app, api.audio.recording, async ({ request, reply, params }) => {
    const { lang, audioId } = params;
    const recording = await openRecording(config.audioDir, lang, audioId);
    if (!recording) throw notFound('No recording for this word.');
    let streaming = false;
    try {
      const { size, modified } = recording;
      const etag = entityTag(size, modified);
      void reply.header('Accept-Ranges', 'bytes');
      const cacheHeaders = {
        'Cache-Control': CACHE_CONTROL,
        ETag: etag,
        'Last-Modified': modified.toUTCString(),
      };
      if (noneMatch(request.headers['if-none-match'], etag)) {
        return await reply.code(304).headers(cacheHeaders).send();
      }
      const range = ifRangeAllows(request.headers['if-range'], etag)
        ? parseRange(request.headers.range, size)
        : null;
      if (range === 'unsatisfiable') {
        throw new AppError(
          416,
          AUDIO_ERROR_CODES.rangeNotSatisfiable,
          `range: outside the recording of ${size} bytes.`,
          { 'Content-Range': `bytes */${size}` },
        );
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      void reply
        .code(range ? 206 : 200)
        .headers(cacheHeaders)
        .header('Content-Type', recording.contentType)
        .header('Content-Length', String(Math.max(0, end - start + 1)));
      if (range) void reply.header('Content-Range', `bytes ${start}-${end}/${size}`);
      if (request.method === 'HEAD' || size === 0) return await reply.send();
      // The stream closes the file when it ends, fails, or the client goes away.
      streaming = true;
      return await reply.send(recording.handle.createReadStream({ start, end }));
    } finally {
      if (!streaming) await recording.handle.close();
    }
  });
};
