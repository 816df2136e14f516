import type { apiMessages as en } from '../en/api';
import type { Translation } from '../catalogue-types';

export const apiMessages: Translation<typeof en> = {
  notFound: 'Ce point d’accès de l’API n’existe pas.',
  aborted: 'La requête a été interrompue.',
  unstorableText: 'La requête contient du texte qui ne peut pas être enregistré.',
  unavailable: 'Le service est momentanément indisponible. Réessayez dans quelques secondes.',
  tooLarge: 'Le corps de la requête est trop volumineux.',
  nulInAddress: 'L’adresse ne peut pas contenir de caractères NUL.',
  crossSite: 'Les requêtes provenant d’autres sites ne sont pas autorisées.',
  jsonOnly: 'Envoyez le corps de la requête au format application/json.',
  signIn: 'Connectez-vous pour continuer.',
  tooDeep: (levels) => `Le corps de la requête ne peut pas dépasser ${levels} niveaux d’imbrication.`,
  invalidJson: 'Le corps de la requête doit être du JSON valide.',
  jsonObject: 'Le corps de la requête doit être un objet JSON.',
  nulInText: 'Le texte ne peut pas contenir de caractères NUL.',
  loneSurrogate: 'Le texte ne peut pas contenir de demi-paire de substitution (Unicode non valide).',
};
