import { api as routes, fillPath, speechInfoSchema } from '@glossa/contract';
import { GlossaUiProvider, type GlossaUi, type Pronunciation } from '@glossa/ui';
import type { ReactNode } from 'react';
import { API_BASE, api } from '../lib/api/client.ts';
import { ensureKoreanFont } from '../lib/fonts.ts';

/**
 * The web app's side of @glossa/ui: the server's recording and speech URLs (from the route table), the
 * question whether the server speaks (checked against its schema), and the Korean web font.
 */
export const webPronunciation: Pronunciation = {
  recordingUrl: (lang, audioId) => API_BASE + fillPath(routes.audio.recording.path, { lang, audioId }),
  speechUrl: (lang, text) =>
    `${API_BASE}${fillPath(routes.speech.speak.path, { lang })}?text=${encodeURIComponent(text)}`,
  speechInfo: async () => speechInfoSchema.parse(await api.get<unknown>(routes.speech.info.path)),
};

const WEB_UI: GlossaUi = { pronunciation: webPronunciation, loadFontsFor: ensureKoreanFont };

/**
 * Gives the shared components (analysed text, word detail) the web app's services; mounted once in main.tsx.
 * @example <WebUiProvider><RouterProvider router={router} /></WebUiProvider>
 */
export function WebUiProvider({ children }: { children: ReactNode }) {
  return <GlossaUiProvider value={WEB_UI}>{children}</GlossaUiProvider>;
}
