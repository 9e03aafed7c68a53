import { GlossaUiProvider, type GlossaUi } from '@glossa/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../pages/theme.css';
import { registerHangulFont } from '../fonts/hangul-font.ts';
import { followColourScheme } from '../pages/theme.ts';
import { SidePanel } from './SidePanel.tsx';
import { setCardRequest } from './card-request.ts';
import { send } from '../messages.ts';
import './sidepanel.css';

followColourScheme(document.documentElement);

// No pronunciation object: audio uses the browser's voices (server recordings need host access per URL).
// The word detail's "+" opens the panel's card creator; a grammar construction's examples come through the
// service worker, which holds the server's address and the account.
const ui: GlossaUi = {
  addToDeck: setCardRequest,
  loadGrammarEntry: (textLanguage, id, dictLanguage) =>
    send('grammarEntry', { textLanguage, id, dictLanguage }),
};

// Korean headwords on machines without a Korean font: the extension's own font files (theme.css's stack).
registerHangulFont(document, 'Noto Sans KR', (file) => chrome.runtime.getURL(file));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlossaUiProvider value={ui}>
      <SidePanel />
    </GlossaUiProvider>
  </StrictMode>,
);
