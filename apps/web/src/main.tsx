import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startLanguage } from './lib/i18n';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

applyTheme(readStoredTheme());

const router = createAppRouter();

// English is a separate chunk: fetch it (when it is the customer's language) before the first paint.
void startLanguage().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
