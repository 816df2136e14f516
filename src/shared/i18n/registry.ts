import type { Language } from '../preferences';

/**
 * Which language the strings are read in, and the catalogues loaded so far. The client sets the language
 * (`changeLanguage`); the server installs a source that answers from an AsyncLocalStorage, so concurrent
 * requests and mails each read their own language. English is always there: it is the area modules themselves.
 */
export type Catalogue = Record<string, unknown>;

let current: Language = 'en';
let source: (() => Language | undefined) | undefined;
const catalogues = new Map<Language, Catalogue>();
const listeners = new Set<() => void>();

/** The language strings are read in right now. */
export const currentLanguage = (): Language => source?.() ?? current;

/** Sets the module-wide language (the client's choice; the server's default outside any request). */
export function setCurrentLanguage(language: Language) {
  if (language === current) return;
  current = language;
  for (const listener of [...listeners]) listener();
}

/** Lets the server answer the current language per async context; `undefined` falls back to the module's. */
export function setLanguageSource(next: (() => Language | undefined) | undefined) {
  source = next;
}

/** Makes a language's catalogue (its areas, keyed like `src/shared/i18n/en.ts`) available. */
export function registerCatalogue(language: Language, areas: Catalogue) {
  catalogues.set(language, areas);
}

export const catalogueFor = (language: Language): Catalogue | undefined => catalogues.get(language);

export const hasCatalogue = (language: Language) => language === 'en' || catalogues.has(language);

/** Called after every language change (the client re-renders on it). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
