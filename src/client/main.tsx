import { startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from '@/shared/i18n/registry';
import { AppRoot } from './app/app-root';
import { loadPublicPage, PublicApp } from './app/public-app';
import { publicPageAt } from './app/public-pages';
import { startLanguage } from './lib/i18n/language';
import { showKeptToasts } from './lib/toast';
import './styles.css';

const container = document.getElementById('root')!;

/**
 * A public page starts without React Router (docs/decisions/026), or, should its code fail to load, as any
 * other page does: with the router, which retries and shows the route's error.
 */
async function publicApp(): Promise<ReactNode | null> {
  const page = publicPageAt(window.location.pathname);
  if (!page) return null;
  const loaded = await loadPublicPage(page).catch(() => null);
  if (!loaded) return null;
  const { pathname, search, hash } = window.location;
  return <PublicApp page={loaded} location={{ pathname, search, hash }} />;
}

async function routerApp(): Promise<ReactNode> {
  const { routerApp } = await import('./app/router-app');
  return routerApp();
}

/**
 * Public pages arrive pre-rendered in English (docs/decisions/021) and are hydrated when read in English;
 * otherwise, and on every other page, the app renders afresh. The chosen (or browser) language's catalogue
 * loads before the first render; English needs nothing.
 */
async function start() {
  // Before any page's effects, which may keep toasts of their own for the page after this one.
  showKeptToasts();
  await startLanguage();
  const publicPage = await publicApp();
  const app = <AppRoot>{publicPage ?? (await routerApp())}</AppRoot>;
  if (publicPage && container.hasChildNodes() && currentLanguage() === 'en') {
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
