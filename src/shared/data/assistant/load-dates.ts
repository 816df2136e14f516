import { chronoReader } from './date-reader';
import { loadOnce } from './load-once';
import type { DateReader } from './periods';
import type { AssistantLanguage } from './types';

const loaded = new Map<AssistantLanguage, Promise<DateReader>>();

/** One language's date parser (chrono-node's locale), loaded once on first use (again after a failed load): each is its own chunk. */
export function loadDateReader(language: AssistantLanguage): Promise<DateReader> {
  return loadOnce(loaded, language, () => {
    const imports = {
      en: () => import('chrono-node/en'),
      es: () => import('chrono-node/es'),
      fr: () => import('chrono-node/fr'),
      de: () => import('chrono-node/de'),
      it: () => import('chrono-node/it'),
      pt: () => import('chrono-node/pt'),
    };
    return imports[language]().then((module) => chronoReader(module.casual));
  });
}
