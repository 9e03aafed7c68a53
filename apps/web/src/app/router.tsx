import { createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchDailyHistory } from '../features/daily/daily.prefetch.ts';
import { Shell } from './shell/Shell.tsx';

/** Lazy route: each screen is its own chunk, loaded when first visited. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * The web app's route table. Paths match case-insensitively (react-router's default), so
 * `/Analyze` is the same screen as `/analyze`.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // Shown while the first screen's chunk loads (the router waits for it before the first render). The
    // router's lazy routes start that download before React renders; React.lazy measured slower here, as
    // React throttles the reveal of a suspended page.
    hydrateFallbackElement: <div className="page-loading" role="status" aria-label="Loading" />,
    children: [
      { index: true, ...page(() => import('../features/home/HomePage.tsx')) },
      { path: 'analyze', ...page(() => import('../features/analyze/AnalyzePage.tsx')) },
      { path: 'vocabulary', ...page(() => import('../features/vocabulary/VocabularyPage.tsx')) },
      { path: 'dictionary', ...page(() => import('../features/dictionary/DictionaryPage.tsx')) },
      { path: 'deck', ...page(() => import('../features/deck/DeckPage.tsx')) },
      { path: 'deck/review', ...page(() => import('../features/review/ReviewPage.tsx')) },
      { path: 'reader', ...page(() => import('../features/reader/ReaderPage.tsx')) },
      { path: 'extension', ...page(() => import('../features/extension/ExtensionPage.tsx')) },
      { path: 'grammar', ...page(() => import('../features/grammar/GrammarPage.tsx')) },
      { path: 'progress', ...page(() => import('../features/progress/ProgressPage.tsx')) },
      {
        path: 'daily',
        // The word of the day is asked for while the screen's code loads, so it appears with the page.
        ...page(() => {
          prefetchDailyHistory();
          return import('../features/daily/DailyPage.tsx');
        }),
      },
      { path: 'login', ...page(() => import('../features/account/LoginPage.tsx')) },
      { path: 'signup', ...page(() => import('../features/account/SignupPage.tsx')) },
      { path: 'privacy', ...page(() => import('../features/static/PrivacyPage.tsx')) },
      { path: 'support', ...page(() => import('../features/static/SupportPage.tsx')) },
      { path: 'changelog', ...page(() => import('../features/static/ChangelogPage.tsx')) },
      { path: 'oauth/login', ...page(() => import('../features/oauth/OAuthLoginPage.tsx')) },
      { path: 'oauth/callback', ...page(() => import('../features/oauth/OAuthCallbackPage.tsx')) },
      { path: '*', ...page(() => import('../features/static/NotFoundPage.tsx')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
