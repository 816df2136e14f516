import { chronoReader } from './date-reader';
import type { DateReader } from './periods';
import type { AssistantLanguage } from './types';

const loaded = new Map<AssistantLanguage, Promise<DateReader>>();

/** One language's date parser (chrono-node's locale), loaded once on first use: each is its own chunk. */
export function loadDateReader(language: AssistantLanguage): Promise<DateReader> {
  let reader = loaded.get(language);
  if (!reader) {
    const imports = {
      en: () => import('chrono-node/en'),
      es: () => import('chrono-node/es'),
      fr: () => import('chrono-node/fr'),
      de: () => import('chrono-node/de'),
      it: () => import('chrono-node/it'),
      pt: () => import('chrono-node/pt'),
    };
    reader = imports[language]().then((module) => chronoReader(module.casual));
    loaded.set(language, reader);
  }
  return reader;
}
