import { api, grammarEntrySchema, speechInfoSchema } from '@glossa/contract';
import { GlossaUiProvider, type GlossaUi, type Pronunciation } from '@glossa/ui';
import type { ReactNode } from 'react';
import { CardCreatorHost } from '../features/deck/CardCreatorHost.tsx';
import { openCardCreator } from '../features/deck/card-creator.request.ts';
import { client } from '../lib/client.ts';
import { ensureFontsFor, glyphsReady } from '../lib/fonts.ts';

/**
 * The web app's side of @glossa/ui: the server's recording and speech URLs (from the route table), the
 * question whether the server speaks (checked against its schema), and the Korean and Japanese web fonts.
 */
export const webPronunciation: Pronunciation = {
  recordingUrl: (lang, audioId) => client.url(api.audio.recording, { params: { lang, audioId } }),
  speechUrl: (lang, text) => client.url(api.speech.speak, { params: { lang }, query: { text } }),
  // Checked here even in production: a server that cannot say leaves the components on browser voices.
  speechInfo: async () => speechInfoSchema.parse(await client.call(api.speech.info)),
};

const WEB_UI: GlossaUi = {
  pronunciation: webPronunciation,
  loadFontsFor: ensureFontsFor,
  // Korean words and Japanese glosses are shaped again once their font files are in (Chromium kept boxes).
  glyphsReady,
  // The word detail's "+" opens the card creator, on every screen that shows a word.
  addToDeck: openCardCreator,
  // A construction's examples, and its page on the Grammar screen.
  loadGrammarEntry: async (textLanguage, id, dictLanguage) =>
    grammarEntrySchema.parse(
      await client.call(api.grammar.entry, {
        params: { lang: textLanguage, id },
        query: { dico_lang: dictLanguage },
      }),
    ),
  grammarHref: (textLanguage, id) => `/grammar?${new URLSearchParams({ lang: textLanguage, id }).toString()}`,
};

/**
 * Gives the shared components (analysed text, word detail) the web app's services, and hosts the card
 * creator they open; mounted once in main.tsx.
 * @example <WebUiProvider><RouterProvider router={router} /></WebUiProvider>
 */
export function WebUiProvider({ children }: { children: ReactNode }) {
  return (
    <GlossaUiProvider value={WEB_UI}>
      {children}
      <CardCreatorHost />
    </GlossaUiProvider>
  );
}
