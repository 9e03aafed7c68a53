import { api, type SpeechInfo } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import { noneMatch } from '../../http/conditional.ts';
import type { FeatureRoutes } from '../feature.ts';
import { espeakNg } from './speech.engine.ts';
import { SpeechService } from './speech.service.ts';

/** The same text and engine version always sound the same: a week in the browser, then the ETag. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * `GET /api/speech`: whether the server speaks, and in which languages (the web app asks once per page).
 * `GET|HEAD /api/speech/:lang?text=...`: a WAV of the text spoken by espeak-ng (speech.service.ts), with
 * ETag revalidation. 503 SPEECH_UNAVAILABLE when espeak-ng is not installed or SPEECH_ENABLED=false.
 */
export const speechRoutes: FeatureRoutes = async (app, { config }) => {
  const engine = config.speechEnabled ? espeakNg(config.espeakNgPath) : null;
  const speech = new SpeechService(engine, undefined, app.log);

  serve(app, api.speech.info, async ({ reply }) => {
    const info: SpeechInfo = await speech.info();
    return reply.send(info);
  });

  serve(app, api.speech.speak, async ({ request, reply, params, query }) => {
    const { lang } = params;
    const { text } = query;
    const etag = await speech.entityTag(lang, text);
    const cacheHeaders = { 'Cache-Control': CACHE_CONTROL, ETag: etag };
    if (noneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).headers(cacheHeaders).send();
    }
    const wav = await speech.speak(lang, text);
    void reply
      .headers(cacheHeaders)
      .header('Content-Type', 'audio/wav')
      .header('Content-Length', String(wav.length));
    return reply.send(request.method === 'HEAD' ? undefined : wav);
  });
};
