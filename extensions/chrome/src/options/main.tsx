import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../pages/theme.css';
import { followColourScheme } from '../pages/theme.ts';
import { Options } from './Options.tsx';
import './options.css';

followColourScheme(document.documentElement);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Options />
  </StrictMode>,
);
