import type { apiMessages as en } from '../en/api';
import type { Translation } from '../catalogue-types';

export const apiMessages: Translation<typeof en> = {
  notFound: 'Questo endpoint dell’API non esiste.',
  aborted: 'La richiesta è stata interrotta.',
  unstorableText: 'La richiesta contiene testo che non può essere salvato.',
  unavailable: 'Il servizio è momentaneamente non disponibile. Riprova tra qualche secondo.',
  tooLarge: 'Il corpo della richiesta è troppo grande.',
  nulInAddress: 'L’indirizzo non può contenere caratteri NUL.',
  crossSite: 'Le richieste da altri siti non sono consentite.',
  jsonOnly: 'Invia il corpo della richiesta come application/json.',
  signIn: 'Accedi per continuare.',
  tooDeep: (levels) => `Il corpo della richiesta può avere al massimo ${levels} livelli di annidamento.`,
  invalidJson: 'Il corpo della richiesta deve essere JSON valido.',
  jsonObject: 'Il corpo della richiesta deve essere un oggetto JSON.',
  nulInText: 'Il testo non può contenere caratteri NUL.',
  loneSurrogate: 'Il testo non può contenere metà di una coppia surrogata (Unicode non valido).',
};
