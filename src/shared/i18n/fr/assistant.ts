import type { assistantMessages as en } from '../en/assistant';
import type { Translation } from '../catalogue-types';

export const assistantMessages: Translation<typeof en> = {
  heading: 'Demander',
  label: 'Posez une question sur ces données',
  placeholder: 'Quel est le total par groupe ?',
  hint: 'Les réponses sont calculées sur toutes les lignes, dans votre navigateur. Appuyez sur Entrée pour demander.',
  submit: 'Demander',
  thread: 'Conversation avec l’assistant',
  you: 'Vous',
  assistant: 'Assistant',
  thinking: 'Calcul en cours…',
  failed: 'L’assistant n’a pas pu répondre. Veuillez réessayer.',
  retry: 'Redemander',
  empty:
    'Demandez des totaux, des moyennes, des comptes, les premières valeurs, des comparaisons ou des tendances : la réponse montre comment elle a été calculée.',
  reading: 'Lecture des lignes…',
  readFailed: 'Les lignes n’ont pas pu être lues, l’assistant ne peut donc pas répondre ici.',
  followUps: 'Demander ensuite',
  suggestions: 'Questions auxquelles je sais répondre',
  options: 'Choisissez ce que vous vouliez dire',
  numbers: 'Les chiffres de cette réponse',
  group: 'Groupe',
  value: 'Valeur',
  rows: 'Lignes',
  about: (name) => `À propos de ${name}`,
  home: {
    noDatasets:
      'Ajoutez d’abord un jeu de données (importez un fichier ou essayez les données d’exemple), puis posez vos questions ici.',
    loadFailed: 'Vos jeux de données n’ont pas pu être chargés. Veuillez réessayer.',
    placeholder: 'Demandez « Quel est le total par groupe ? » ou tapez « personnes »…',
    latest: (name) => `${name}, votre jeu de données le plus récent`,
    playground: 'Ouvrir le bac à sable',
    goTo: 'Aller à',
    searchAll: (query) => `Chercher « ${query} » dans la barre de commandes`,
    commandsHint:
      'Appuyez sur Entrée pour interroger votre dernier jeu de données, ou dites « dans » et son nom. La barre de commandes sert à naviguer.',
  },
};
