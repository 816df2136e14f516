import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentLanguage } from '@/shared/i18n/registry';
import { AppRoot } from './app/app-root';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { createRouter, routes } from './app/router';
import { startLanguage } from './lib/i18n/language';
import './styles.css';

const container = document.getElementById('root')!;

/**
 * Public pages arrive pre-rendered in English (docs/decisions/021). They are hydrated when the page is read in
 * English and its route modules loaded; otherwise the app renders afresh in place of that HTML, as any other
 * page. The chosen (or browser) language's catalogue loads before the first render; English needs nothing.
 */
async function start() {
  await startLanguage();
  const routesLoaded = await loadMatchedRoutes(routes, window.location.pathname);
  const app = (
    <AppRoot>
      <RouterProvider router={createRouter()} />
    </AppRoot>
  );
  if (container.hasChildNodes() && routesLoaded && currentLanguage() === 'en') {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: the page already shows, and stays responsive while it comes alive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    flushSync(() => root.render(app));
  }
  // public/theme-init.js hid the English copy of a page to be read in another language until now.
  document.documentElement.classList.remove('language-pending');
}

void start();
