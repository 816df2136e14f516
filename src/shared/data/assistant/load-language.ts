import { pack as english } from './languages/en';
import type { LanguagePack } from './languages/types';
import { loadOnce } from './load-once';
import type { AssistantLanguage } from './types';

const loaded = new Map<AssistantLanguage, Promise<LanguagePack>>();

/**
 * One language's words and sentences, loaded once on first use: each is its own chunk, as the date parsers are
 * (`./load-dates`). English is in the engine's chunk, as every question is also read with its words.
 */
export function loadLanguage(language: AssistantLanguage): Promise<LanguagePack> {
  return loadOnce(loaded, language, () => {
    const imports = {
      en: () => Promise.resolve({ pack: english }),
      es: () => import('./languages/es'),
      fr: () => import('./languages/fr'),
      de: () => import('./languages/de'),
      it: () => import('./languages/it'),
      pt: () => import('./languages/pt'),
    };
    return imports[language]().then((module) => module.pack);
  });
}
