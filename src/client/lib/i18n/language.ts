import { Fragment, createElement, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@/shared/preferences';
import { isSupportedLanguage, pickLanguage } from '@/shared/i18n/languages';
import {
  currentLanguage,
  hasCatalogue,
  registerCatalogue,
  setCurrentLanguage,
  subscribeLanguage,
  type Catalogue,
} from '@/shared/i18n/registry';
import { formatPreferences, setFormatPreferences } from '@/client/lib/format';

/** Also read by public/theme-init.js, which sets `<html lang>` before the first paint. */
export const languageStorageKey = 'language';

// One chunk per language, loaded only when that language is chosen; English is the area modules themselves.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Catalogue }>> = {
  es: () => import('@/shared/i18n/es'),
  fr: () => import('@/shared/i18n/fr'),
  de: () => import('@/shared/i18n/de'),
  it: () => import('@/shared/i18n/it'),
  pt: () => import('@/shared/i18n/pt'),
};

export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isSupportedLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The chosen language, else the browser's first supported one (signed-out visitors), else English. */
export const initialLanguage = (): Language =>
  storedLanguage() ??
  pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])) ??
  'en';

/**
 * Switches every string, `<html lang>` and the date and number formats to `language`, without a reload: loads
 * its catalogue first, then the app re-renders (LanguageBoundary). `remember` stores it as the choice.
 */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (!hasCatalogue(language) && language !== 'en') {
    registerCatalogue(language, (await loaders[language]()).messages);
  }
  if (remember) {
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // Storage can be blocked; the choice then lasts for this page only.
    }
  }
  document.documentElement.lang = language;
  setFormatPreferences({ ...formatPreferences(), locale: language });
  setCurrentLanguage(language);
}

/** Before the first render: the stored or browser language, so the first paint is already in it. */
export async function startLanguage(): Promise<void> {
  try {
    await changeLanguage(initialLanguage(), { remember: false });
  } catch {
    // A catalogue that fails to load leaves English, which is always there.
    await changeLanguage('en', { remember: false });
  }
}

/** The current language; components using it re-render when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribeLanguage, currentLanguage, () => 'en');

/**
 * Re-mounts its children when the language changes, so every screen reads its strings again (module-level
 * values included) without a reload.
 */
export function LanguageBoundary({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return createElement(Fragment, { key: language }, children);
}
