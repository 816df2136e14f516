import type { onboardingMessages as en } from '../en/onboarding';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const onboardingMessages: Translation<typeof en> = {
  title: 'Bienvenue sur Tessera',
  description: 'Quelques étapes rapides pour configurer votre espace de travail.',
  progressLabel: 'Progression de la configuration',
  progress: (step, total) => `Étape ${step} sur ${total}`,
  continue: 'Continuer',
  saving: 'Enregistrement…',
  skip: 'Passer',
  finish: 'Terminer',
  profile: {
    title: 'Parlez-nous de vous',
    description: 'Votre nom et votre rôle aident vos coéquipiers à savoir avec qui ils travaillent.',
  },
  workspace: {
    title: 'Nommez votre espace de travail',
    description: 'C’est ici que vivent les flux de données, les analyses et les modèles de votre équipe.',
    label: 'Nom de l’espace de travail',
  },
  invite: {
    title: 'Invitez vos coéquipiers',
    description:
      'Tessera fonctionne mieux à plusieurs. Les invitations sont envoyées par e-mail avec un lien pour rejoindre l’espace.',
    label: 'Adresses e-mail',
    placeholder: 'ada@example.com, grace@example.com',
    hint: 'Séparez plusieurs adresses par des virgules.',
    invalid: (emails) => `Adresse e-mail non valide : ${emails}`,
    submit: 'Envoyer les invitations',
    sending: 'Envoi...',
  },
  dataStreams: {
    title: 'Choisissez vos flux de données',
    description:
      'Choisissez les outils que votre équipe utilise déjà. Vous pourrez les modifier plus tard dans les paramètres.',
    loading: 'Chargement de vos flux de données…',
    selected: (count) => `${count} ${plural('fr', count, { one: 'sélectionné', other: 'sélectionnés' })}`,
  },
};
