import type { modelsMessages as en } from '../en/models';
import type { Translation } from '../catalogue-types';

export const modelsMessages: Translation<typeof en> = {
  heading: 'Modèle',
  intro:
    'Choisissez une colonne à prédire. Tessera entraîne une référence, un modèle linéaire et des arbres à gradient boosting sur la plupart des lignes, et les évalue sur des lignes qu’ils n’ont jamais vues.',
  target: 'Cible',
  chooseTarget: 'Choisir une colonne',
  train: 'Entraîner le modèle',
  cancel: 'Annuler',
  readingRows: 'Lecture de toutes les lignes du fichier avant l’entraînement…',
  rowsFailed: 'Les lignes du fichier n’ont pas pu être lues : aucun modèle ne peut être entraîné ici.',
  mayNotTrain:
    'Les propriétaires, administrateurs et éditeurs peuvent entraîner des modèles ; les modèles enregistrés ci-dessous sont ouverts à tous.',
  progressLabel: 'Progression de l’entraînement',
  stages: {
    prepare: 'Lecture des variables…',
    linear: 'Ajustement du modèle linéaire…',
    boosting: (done, total) => `Boosting : tour ${done} sur ${total} au plus…`,
    scoring: 'Évaluation sur les lignes mises de côté…',
    importance: 'Mesure de l’importance des variables…',
  },
  failed: 'L’entraînement s’est arrêté sur une erreur dans ce navigateur. Réessayez, ou rechargez la page.',
  refused: {
    heading: (target) => `Aucun modèle ne peut prédire ${target}`,
    'target-unknown': (_count, _limit) => 'Aucune colonne ne porte ce nom.',
    'target-kind': (_count, _limit) =>
      'Un modèle prédit un nombre ou une catégorie à peu de valeurs ; cette colonne est du texte, un identifiant ou une date.',
    'too-few-values': (count, _limit) => `Elle a trop peu de valeurs différentes (${count}).`,
    'too-few-classes': (_count, _limit) => 'Elle n’a qu’une valeur : il n’y a rien à distinguer.',
    'too-many-classes': (count, limit) =>
      `Elle a ${count} valeurs différentes ; une catégorie à prédire en a au plus ${limit}. Un nombre de plus de 10 valeurs est prédit comme un nombre.`,
    'too-few-rows': (count, limit) =>
      `Seules ${count} lignes ont une valeur ; il en faut au moins ${limit} pour entraîner et en garder de côté.`,
    'no-features': (_count, _limit) =>
      'Aucune autre colonne ne peut servir à la prédire (identifiants, texte libre, valeurs uniques et fuites possibles sont écartés).',
  },
  result: {
    task: {
      regression: (target) => `Régression : prédit le nombre ${target}.`,
      binary: (target, classes) => `Classification de ${target} en deux classes : ${classes}.`,
      multiclass: (target, classes) => `Classification de ${target} en plusieurs classes : ${classes}.`,
    },
    rows: (fit, validation, test) =>
      `Entraîné sur ${fit} lignes, arrêté tôt d’après ${validation} autres, évalué sur ${test} lignes mises de côté.`,
    missingTarget: (count) => `${count} lignes sans valeur de cible ont été écartées.`,
    split: {
      random: 'Les lignes ont été réparties au hasard, avec une graine fixe.',
      stratified: 'Les lignes ont été réparties au hasard dans chaque classe, avec une graine fixe.',
      time: (column) =>
        `Les lignes ont été réparties dans le temps selon ${column} : les plus récentes sont mises de côté.`,
    },
    chosen: (model) => `Choisi : ${model}, la perte la plus faible sur les lignes de validation.`,
  },
  scores: {
    heading: 'Scores sur les lignes mises de côté',
    caption: 'Chaque score avec son intervalle bootstrap à 95 %, à côté de celui de la référence.',
    metric: 'Score',
    chosen: 'Modèle choisi',
    baseline: 'Référence',
    interval: (value, low, high) => `${value} (${low} à ${high})`,
    none: 'aucun',
    beats: 'Le modèle choisi bat la référence sur les lignes mises de côté.',
    doesNotBeat:
      'Le modèle choisi ne bat pas la référence sur les lignes mises de côté : les colonnes en disent peut-être peu sur la cible.',
    metrics: {
      r2: 'R²',
      mae: 'Erreur absolue moyenne',
      rmse: 'Racine de l’erreur quadratique moyenne',
      accuracy: 'Exactitude',
      balancedAccuracy: 'Exactitude équilibrée',
      macroF1: 'F1 macro',
      auc: 'ROC AUC',
    },
    confusion: {
      label: 'Matrice de confusion',
      caption:
        'Matrice de confusion du modèle choisi sur les lignes mises de côté : chaque ligne est la classe réelle, chaque colonne la classe prédite ; la diagonale, en gras, compte les prédictions justes.',
      actual: 'Classe réelle',
      predicted: 'Classe prédite',
      correct: '(juste)',
    },
  },
  models: {
    heading: 'Modèles comparés',
    model: 'Modèle',
    validationLoss: 'Perte de validation',
    headline: 'Score',
    chosen: 'Choisi',
    kinds: {
      baseline: 'Référence',
      linear: 'Modèle linéaire',
      boosting: 'Arbres à gradient boosting',
    },
    lambda: (lambda) => `force ridge ${lambda}`,
    trees: (rounds) => `${rounds} tours gardés`,
  },
  importance: {
    heading: 'Importance des variables',
    note: (metric, repeats) =>
      `De combien ${metric} baisse sur les lignes mises de côté quand une colonne est mélangée (moyenne ± écart type sur ${repeats} mélanges). Des colonnes corrélées se partagent leur importance.`,
    baselineChosen: 'La référence a été choisie : aucune colonne n’a d’importance à montrer.',
    column: 'Colonne',
    drop: 'Baisse du score',
    valueName: 'Baisse du score',
    meanSd: (mean, sd) => `${mean} ± ${sd}`,
  },
  leaks: {
    heading: 'Écartées comme fuites possibles',
    none: 'Aucune colonne n’a été écartée comme fuite possible.',
    intro:
      'Ces colonnes prédisent à elles seules la cible presque parfaitement : elles ne sont peut-être connues qu’après le résultat.',
    rules: {
      copy: (column, value, threshold) =>
        `${column} : égale à la cible dans ${value} des lignes (la limite est ${threshold}).`,
      auc: (column, value, threshold) =>
        `${column} : sépare seule les classes avec une AUC de ${value} (la limite est ${threshold}).`,
      rho: (column, value, threshold) =>
        `${column} : varie avec la cible avec |ρ| = ${value} (la limite est ${threshold}).`,
      eta: (column, value, threshold) =>
        `${column} : ses valeurs expliquent la cible avec η = ${value} (la limite est ${threshold}).`,
    },
  },
  excluded: {
    heading: 'Colonnes non utilisées',
    none: 'Toutes les autres colonnes ont été utilisées.',
    reasons: {
      target: 'la cible',
      id: 'un identifiant',
      text: 'du texte libre',
      constant: 'une seule valeur',
      leak: 'une fuite possible',
    },
    item: (column, reason) => `${column} : ${reason}`,
  },
  predict: {
    heading: 'Prédire une ligne',
    intro: 'Remplissez ce que vous savez ; un champ vide compte comme manquant.',
    submit: 'Prédire',
    missing: 'Manquant',
    value: (target, value) => `${target} prédit : ${value}`,
    range: (low, high) =>
      `Intervalle de prédiction à 90 % : de ${low} à ${high} (9 lignes mises de côté sur 10 ont été prédites à ce point près).`,
    typicalError: (error) =>
      `Erreur typique sur les lignes mises de côté : ± ${error} (erreur absolue moyenne).`,
    label: (target, label, probability) => `${target} prédit : ${label} (probabilité ${probability})`,
    probabilities: 'Probabilité de chaque classe',
    class: 'Classe',
    probability: 'Probabilité',
  },
  batch: {
    heading: 'Prédire un fichier',
    intro:
      'Un fichier CSV de nouvelles lignes avec les mêmes colonnes : le téléchargement est le même fichier avec une colonne prediction.',
    choose: 'Fichier de nouvelles lignes',
    scoring: 'Évaluation du fichier…',
    scored: (rows, file) => `${rows} lignes de ${file} évaluées.`,
    problems: (count) => `${count} lignes n’ont pas pu être évaluées :`,
    problem: (row, column, value, expected) =>
      `Ligne ${row} : « ${value} » dans ${column} n’est pas ${expected}.`,
    more: (count) => `et ${count} autres.`,
    expected: { number: 'un nombre', date: 'une date', boolean: 'oui ou non' },
    download: 'Télécharger avec les prédictions',
    failed: 'Le fichier n’a pas pu être évalué. Réessayez, ou essayez un autre fichier.',
    fileName: (name) => `${name} avec prédictions.csv`,
  },
  save: {
    button: 'Enregistrer le modèle',
    title: 'Enregistrer le modèle pour l’équipe',
    description:
      'Le serveur l’entraîne de nouveau à partir du fichier enregistré, avec la même graine : tout l’espace de travail voit le même modèle et peut s’en servir.',
    nameLabel: 'Nom',
    defaultName: (target) => `Prédire ${target}`,
    submit: 'Enregistrer le modèle',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    close: 'Fermer',
    saved: (name) => `Enregistrement de ${name} : le serveur l’entraîne.`,
    failed: 'Le modèle n’a pas pu être enregistré.',
  },
  list: {
    heading: 'Modèles enregistrés',
    label: 'Modèles enregistrés, les plus récents d’abord',
    empty:
      'Aucun modèle enregistré pour l’instant. Entraînez-en un sur la page d’un jeu de données et enregistrez-le.',
    emptyDataset: 'Aucun modèle de ce jeu de données n’est encore enregistré.',
    loading: 'Chargement des modèles…',
    loadFailed: 'Les modèles n’ont pas pu être chargés.',
    dataset: 'Jeu de données',
    target: 'Cible',
    score: 'Score',
    trainer: 'Entraîné par',
    date: 'Date',
    status: 'État',
    formerMember: 'Un ancien membre',
    noScore: '—',
    scoreVsBaseline: (metric, value, baseline) => `${metric} ${value} (référence ${baseline})`,
    statuses: {
      queued: 'En attente',
      training: 'En entraînement',
      ready: 'Prêt',
      failed: 'Échec',
      refused: 'Refusé',
    },
    trainingShare: (share) => `En entraînement, ${share}`,
    failures: {
      crashed: 'L’entraînement a planté.',
      'too-much-memory': 'Le jeu de données est trop grand pour être entraîné sur le serveur.',
      'dataset-unreadable': 'Le fichier du jeu de données n’a pas pu être lu.',
    },
  },
  page: {
    title: 'Modèles',
    lead: 'Les modèles enregistrés de l’espace de travail : entraînés sur un jeu de données, évalués sur des lignes jamais vues.',
    loading: 'Chargement du modèle…',
    loadFailed: 'Le modèle n’a pas pu être chargé.',
    back: 'Tous les modèles',
    facts: 'À propos de ce modèle',
    report: 'Rapport',
    waiting: 'Le serveur entraîne ce modèle ; son rapport s’affichera ici quand il sera prêt.',
    noReport: 'Ce modèle n’a pas de rapport.',
  },
  retrain: {
    button: 'Réentraîner',
    label: (name) => `Réentraîner ${name}`,
    starting: 'Démarrage…',
    started: (name) =>
      `Réentraînement de ${name} : le serveur l’entraîne à nouveau sur les lignes actuelles du jeu de données.`,
    failed: 'Le modèle n’a pas pu être réentraîné.',
  },
  delete: {
    button: 'Supprimer',
    label: (name) => `Supprimer ${name}`,
    title: 'Supprimer ce modèle ?',
    description: (name) =>
      `${name} est supprimé pour tout l’espace de travail, et les appels à ce modèle par l’API cessent de fonctionner.`,
    deleting: 'Suppression…',
    deleted: (name) => `${name} supprimé.`,
    failed: 'Le modèle n’a pas pu être supprimé.',
  },
};
