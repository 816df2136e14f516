import type { apiMessages as en } from '../en/api';
import type { Translation } from '../catalogue-types';

export const apiMessages: Translation<typeof en> = {
  notFound: 'Diesen API-Endpunkt gibt es nicht.',
  aborted: 'Die Anfrage wurde abgebrochen.',
  unstorableText: 'Die Anfrage enthält Text, der nicht gespeichert werden kann.',
  unavailable: 'Der Dienst ist kurz nicht erreichbar. Versuche es in ein paar Sekunden erneut.',
  tooLarge: 'Der Inhalt der Anfrage ist zu groß.',
  nulInAddress: 'Die Adresse darf keine NUL-Zeichen enthalten.',
  crossSite: 'Anfragen von anderen Websites sind nicht erlaubt.',
  jsonOnly: 'Sende den Inhalt der Anfrage als application/json.',
  signIn: 'Melde dich an, um fortzufahren.',
  tooDeep: (levels) => `Der Inhalt der Anfrage darf höchstens ${levels} Ebenen tief verschachtelt sein.`,
  invalidJson: 'Der Inhalt der Anfrage muss gültiges JSON sein.',
  jsonObject: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
  nulInText: 'Text darf keine NUL-Zeichen enthalten.',
  loneSurrogate: 'Text darf keine halben Surrogatpaare enthalten (ungültiges Unicode).',
};
