import { analyzeRoutes } from './analyze/analyze.routes.ts';
import { inflectedFormsFor } from './analyze/index.ts';
import { audioRoutes } from './audio/audio.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { userRoutes } from './auth/user.routes.ts';
import { deckRoutes } from './deck/deck.routes.ts';
import { dailyRoutes } from './daily/daily.routes.ts';
import { dictionaryInstallsRoutes } from './dictionary/installs/installs.routes.ts';
import { dictionaryRoutes } from './dictionary/dictionary.routes.ts';
import { docsRoutes } from './docs/docs.routes.ts';
import type { FeatureRoutes } from './feature.ts';
import { grammarRoutes } from './grammar/grammar.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { extensionRoutes } from './oauth/extension.routes.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { guestUploadRoutes } from './progress/guest-upload.routes.ts';
import { progressRoutes } from './progress/progress.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { speechRoutes } from './speech/speech.routes.ts';
import { vocabularyRoutes } from './vocabulary/vocabulary.routes.ts';

/** Every feature's routes, mounted under /api in this order. */
export const featureRoutes: FeatureRoutes[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  settingsRoutes,
  oauthRoutes,
  extensionRoutes,
  vocabularyRoutes,
  deckRoutes,
  reviewRoutes,
  progressRoutes,
  guestUploadRoutes,
  // The dictionary search finds inflected forms with the analysers: joined here, so neither imports both ways.
  dictionaryRoutes(inflectedFormsFor),
  dictionaryInstallsRoutes,
  dailyRoutes,
  analyzeRoutes,
  grammarRoutes,
  audioRoutes,
  speechRoutes,
  docsRoutes,
];
