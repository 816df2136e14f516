import type { changelogMessages as en } from '../en/changelog';
import type { Translation } from '../catalogue-types';

export const changelogMessages: Translation<typeof en> = {
  '0.5.0': {
    title: 'Vos réglages, à votre façon',
    changes: [
      'Réglages généraux : thème sombre ou clair, six langues et votre fuseau horaire, enregistrés dans votre compte et appliqués aussitôt.',
      'Applications : connectez Linear, Notion, Figma, Zoom et Slack à votre propre compte ; recherchez-les au fil de la saisie.',
      'Raccourcis liste tous les raccourcis clavier, à commencer par Ctrl+K (⌘K) pour la barre de commandes.',
      'Accès anticipé et Inviter des amis : rejoignez le programme ou invitez quelqu’un à s’inscrire par e-mail.',
    ],
  },
  '0.4.0': {
    title: 'Réglages de l’espace de travail',
    changes: [
      'Vue d’ensemble : renommez votre espace de travail et importez son avatar.',
      'Personnes : invitez vos coéquipiers par e-mail, attribuez-leur des rôles et gérez leurs accès.',
      'Facturation, offres et flux de données, connectés pour tout l’espace de travail.',
    ],
  },
  '0.3.0': {
    title: 'Des comptes plus sûrs',
    changes: [
      'Connexion à deux facteurs avec une application d’authentification et des codes de secours.',
      'La réinitialisation du mot de passe ferme toutes les sessions et vous envoie un avis.',
      'Des limites sur les tentatives de connexion répétées qui ne vous bloquent jamais hors de votre propre compte.',
    ],
  },
  '0.2.0': {
    title: 'Comptes',
    changes: [
      'Inscrivez-vous avec votre e-mail ou avec Google, et réinitialisez un mot de passe oublié par e-mail.',
      'L’accueil vous demande votre nom et votre rôle, puis vous emmène dans votre espace de travail.',
    ],
  },
  '0.1.0': {
    title: 'Bonjour, Tessera',
    changes: [
      'Le site public : accueil, manifeste, équipe, confidentialité, conditions et cookies, en thème clair et sombre.',
      'Envoyez-nous vos retours depuis n’importe quelle page.',
    ],
  },
};
