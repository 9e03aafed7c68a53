import { analyzeRoutes } from '../analyze.routes.ts';
import { audioRoutes } from '../audio.routes.ts';
import { authRoutes, userRoutes } from '../auth.routes.ts';
import { dailyRoutes } from '../daily.routes.ts';
import { deckRoutes } from '../deck.routes.ts';
import { dictionaryRoutes } from '../dictionary.routes.ts';
import { docsRoutes } from '../docs.routes.ts';
import { grammarRoutes } from '../grammar.routes.ts';
import { guestRoutes } from '../guest.routes.ts';
import { healthRoutes } from '../health.routes.ts';
import { extensionRoutes, oauthRoutes } from '../oauth.routes.ts';
import { progressRoutes } from '../progress.routes.ts';
import { reviewRoutes } from '../review.routes.ts';
import { settingsRoutes } from '../settings.routes.ts';
import { speechRoutes } from '../speech.routes.ts';
import { vocabularyRoutes } from '../vocabulary.routes.ts';

/**
 * Every endpoint of the API under `/api`, by feature. Each feature's routes stand beside its schemas
 * (`<feature>.routes.ts`), named by the group they are listed under here (a test checks that each group's
 * ids start with its key). The server registers exactly these (a test checks), the client calls only
 * these, and `GET /api/openapi.json` is generated from them, in this order.
 */
export const api = {
  health: healthRoutes,
  docs: docsRoutes,
  auth: authRoutes,
  user: userRoutes,
  vocabulary: vocabularyRoutes,
  deck: deckRoutes,
  review: reviewRoutes,
  dictionary: dictionaryRoutes,
  daily: dailyRoutes,
  analyze: analyzeRoutes,
  grammar: grammarRoutes,
  audio: audioRoutes,
  speech: speechRoutes,
  oauth: oauthRoutes,
  settings: settingsRoutes,
  progress: progressRoutes,
  guest: guestRoutes,
  extension: extensionRoutes,
} as const;

export type Api = typeof api;
