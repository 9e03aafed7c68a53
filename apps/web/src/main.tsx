// First: the signed-in user's calls start before the modules below are evaluated.
import './app/start.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { SettingsProvider } from './app/settings/SettingsProvider.tsx';
import { WebUiProvider } from './app/ui-provider.tsx';
import './styles/base.css';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SettingsProvider>
      <WebUiProvider>
        <RouterProvider router={router} />
      </WebUiProvider>
    </SettingsProvider>
  </StrictMode>,
);
