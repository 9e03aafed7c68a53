import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../pages/theme.css';
import { registerHangulFont } from '../fonts/hangul-font.ts';
import { followColourScheme } from '../pages/theme.ts';
import { Options } from './Options.tsx';
import './options.css';

followColourScheme(document.documentElement);

// Korean headwords on machines without a Korean font: the extension's own font files (theme.css's stack).
registerHangulFont(document, 'Noto Sans KR', (file) => chrome.runtime.getURL(file));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Options />
  </StrictMode>,
);
