import type { commonMessages as en } from '../en/common';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const commonMessages: Translation<typeof en> = {
  appName: 'Tessera',
  skipToContent: 'Aller au contenu',
  loading: 'Chargement…',
  nav: {
    label: 'Principale',
    home: 'Accueil Tessera',
    manifesto: 'Manifeste',
    ourTeam: 'Notre équipe',
    signup: 'Inscription',
    login: 'Se connecter',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  footer: {
    label: 'Pied de page',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    cookies: 'Cookies',
    feedback: 'Vos avis',
    designSystem: 'Système de design',
    early: 'Accès anticipé',
    demo: 'Démo',
    marketplace: 'Marketplace',
    copyright: (year) => `© ${year} Tessera. Tous droits réservés.`,
  },
  theme: {
    toggle: 'Changer de thème',
    light: 'Clair',
    dark: 'Sombre',
    switchToDark: 'Passer au thème sombre',
    switchToLight: 'Passer au thème clair',
  },
  errors: {
    pageError: 'Erreur de page',
    somethingWentWrong: 'Un problème est survenu',
    tryAgain: 'Réessayer',
    goHome: 'Retour à l’accueil',
    unexpected: 'Une erreur inattendue s’est produite',
    tooManyAttempts: (seconds) =>
      `Trop de tentatives. Veuillez patienter ${seconds} ${plural('fr', seconds, { one: 'seconde', other: 'secondes' })} puis réessayer.`,
    tooManyAttemptsLater: 'Trop de tentatives. Veuillez réessayer plus tard.',
    notFoundTitle: 'Page introuvable',
    notFoundBody: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  confirm: {
    cancel: 'Annuler',
    close: 'Fermer',
  },
  search: {
    clear: 'Effacer la recherche',
    noResults: (query) => `Aucun résultat pour « ${query} ».`,
  },
  pager: {
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  cookieBanner: {
    label: 'Consentement aux cookies',
    text: 'Tessera n’utilise que les cookies nécessaires pour vous garder connecté et mémoriser ce choix.',
    learnMore: 'En savoir plus sur les cookies',
    accept: 'Accepter',
    decline: 'Refuser',
  },
};
