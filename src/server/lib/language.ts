import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { registerAllLanguages } from '../../shared/i18n/all-languages';
import { acceptLanguageTags, pickLanguage } from '../../shared/i18n/languages';
import { setLanguageSource } from '../../shared/i18n/registry';
import type { Language } from '../../shared/preferences';

const store = new AsyncLocalStorage<Language>();

// The server speaks every language; which one is per request (or per mail), never module-wide.
registerAllLanguages();
setLanguageSource(() => store.getStore());

/** Runs `work` with every message read in `language` (its awaits included), isolated from other requests. */
export const withLanguage = <T>(language: Language, work: () => T): T => store.run(language, work);

/** The language of the request or mail being handled; English outside any. */
export const requestLanguage = (): Language => store.getStore() ?? 'en';

/**
 * API answers in the reader's language: the SPA sends the chosen language as Accept-Language on every call
 * (the browser's own list otherwise, e.g. a signed-out visitor), so no database read per request.
 */
export const languageFromRequest: MiddlewareHandler = (c, next) =>
  withLanguage(pickLanguage(acceptLanguageTags(c.req.header('accept-language'))) ?? 'en', next);
