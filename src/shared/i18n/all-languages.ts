import { messages as de } from './de';
import { messages as es } from './es';
import { messages as fr } from './fr';
import { messages as it } from './it';
import { messages as pt } from './pt';
import { registerCatalogue } from './registry';

/** Every catalogue at once, for the server (which answers in any language) and the tests; never the client. */
export function registerAllLanguages() {
  registerCatalogue('es', es);
  registerCatalogue('fr', fr);
  registerCatalogue('de', de);
  registerCatalogue('it', it);
  registerCatalogue('pt', pt);
}
