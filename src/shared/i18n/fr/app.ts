import type { appMessages as en } from '../en/app';
import type { Translation } from '../catalogue-types';

export const appMessages: Translation<typeof en> = {
  header: {
    label: 'Application',
    home: 'Accueil de l’application Tessera',
    settings: 'Paramètres',
    workspace: 'Paramètres de l’espace de travail',
    logout: 'Se déconnecter',
    signedInAs: (name) => `Connecté en tant que ${name}`,
  },
  home: {
    title: 'Accueil',
    greeting: (name) => `Bienvenue, ${name}`,
    intro:
      'Votre co-créateur ludique pour transformer des données brutes ou éparpillées en analyses et en modèles d’IA.',
    workspaceHeading: 'Votre espace de travail',
    workspaceLabel: 'Espace de travail',
  },
  profile: {
    title: 'Profil',
    description: 'Comment vos coéquipiers vous voient.',
    nameHeading: 'Nom du profil',
    nameLabel: 'Nom du profil',
    nameHint: 'De 3 à 50 caractères : lettres, chiffres, espaces, traits d’union et points.',
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    updated: 'Nom du profil mis à jour',
    accountHeading: 'Compte',
    email: 'E-mail',
    role: 'Rôle',
    noRole: 'Non défini',
  },
};
