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
  keep: {
    clear: 'Effacer la conversation',
    cleared: 'Conversation effacée.',
    clearFailed: 'La conversation n’a pas pu être effacée. Veuillez réessayer.',
    restoring: 'Chargement de votre conversation…',
    loadFailed:
      'Vos questions précédentes n’ont pas pu être chargées ; les nouvelles reçoivent toujours une réponse.',
    saveFailed: 'Cette conversation n’est pas encore conservée ; elle le sera avec votre prochaine question.',
    private: 'Vous seul voyez cette conversation ; elle est conservée pour vous dans cet espace de travail.',
    tooLarge: (kilobytes) => `Un échange d’une conversation fait au plus ${kilobytes} Ko.`,
  },
  pinAnswer: {
    notPinnable: 'Seule une réponse sur les lignes peut être épinglée.',
    pinLabel: (question) => `Épingler la réponse à « ${question} » sur l’accueil`,
    unpinLabel: (question) => `Désépingler la réponse à « ${question} »`,
    asked: (question) => `Question : ${question}`,
    changed:
      'Le serveur a obtenu cette réponse autrement que votre navigateur, elle n’a donc pas été épinglée. Rechargez la page et reposez la question.',
    tooLarge: (kilobytes) => `Une réponse à épingler fait au plus ${kilobytes} Ko.`,
  },
  actions: {
    trainWhat: (rows) =>
      `Si vous confirmez, le serveur entraîne un modèle pour l’équipe sur les ${rows} lignes de ce jeu de données enregistré et le garde avec les modèles du jeu. Rien ne démarre avant votre confirmation.`,
    saveFirst:
      'Ces données ne sont que dans le bac à sable : enregistrez-les d’abord comme jeu de données, puis posez la question sur sa page pour entraîner un modèle ou prédire.',
    mayNotTrain:
      'Seuls les Propriétaires, Administrateurs et Éditeurs peuvent entraîner des modèles : votre rôle ne peut pas en lancer.',
    cancelled: 'Annulé : rien n’a été lancé.',
    starting: 'Lancement…',
    started: (name) => `${name} est enregistré et en file d’attente : le serveur l’entraîne.`,
    trainFailed: 'L’entraînement n’a pas pu être lancé. Veuillez réessayer.',
    openModel: (name) => `Ouvrir ${name}`,
    noModel: (target) => `Aucun modèle prêt ne prédit encore ${target} sur ce jeu de données.`,
    stillTraining: (name) => `${name} est encore en entraînement : redemandez quand il sera prêt.`,
    offerTrain: (target) => `Entraîner un modèle sur ${target}`,
    predictWhat: (name, given) => `Si vous confirmez, ${name} prédit à partir de ${given}.`,
    predictNothingGiven: (name) =>
      `Si vous confirmez, ${name} prédit avec toutes les valeurs manquantes : donnez les valeurs de quelques colonnes pour une prédiction plus juste.`,
    predicting: 'Prédiction…',
    predictFailed: 'Le modèle n’a pas pu être chargé, rien n’a donc été prédit. Veuillez réessayer.',
    notFeatures: (columns) => `Non utilisées par ce modèle, donc ignorées : ${columns}.`,
    unreadable: (column, value, expected) =>
      `« ${value} » dans ${column} n’est pas ${expected} : la valeur compte comme manquante.`,
    missing: (columns) => `Non données, donc comptées comme manquantes : ${columns}.`,
  },
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
