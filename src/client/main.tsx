import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { LanguageBoundary, startLanguage } from './lib/i18n/language';
import './styles.css';

// The chosen (or browser) language's catalogue loads before the first render; English needs nothing.
void startLanguage().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <LanguageBoundary>
          <RouterProvider router={createRouter()} />
        </LanguageBoundary>
      </AppProviders>
    </StrictMode>,
  ),
);
