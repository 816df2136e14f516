import type { playgroundMessages as en } from '../en/playground';
import type { Translation } from '../catalogue-types';

export const playgroundMessages: Translation<typeof en> = {
  title: 'Playground',
  intro:
    'Transformez des données brutes en un premier enseignement : ajoutez un fichier CSV ou JSON, voyez le profil de chaque colonne et enregistrez-le pour votre équipe.',
  input: {
    heading: 'Ajouter des données',
    drop: 'Déposez un fichier CSV ou JSON ici',
    choose: 'Choisir un fichier',
    limit: (megabytes) =>
      `Jusqu’à ${megabytes} Mo. CSV : la première ligne nomme les colonnes. JSON : un tableau d’objets, ou un objet dont "rows" est un tableau d’objets.`,
    pasteLabel: 'Ou collez du CSV ou du JSON',
    pasteSubmit: 'Lire les données collées',
    pastedName: 'Données collées',
    previewLabel: 'Premières lignes, pendant la lecture du reste',
    readFailed: 'Le fichier n’a pas pu être lu. Veuillez réessayer.',
    clear: 'Recommencer',
  },
  errors: {
    heading: 'Ces données n’ont pas pu être lues',
    empty: 'Le fichier est vide.',
    notText: 'Ce n’est pas un fichier texte. Enregistrez-le en CSV ou en JSON et réessayez.',
    noRows: 'Aucune ligne n’a été trouvée sous l’en-tête.',
    invalidJson: (line, column) => `Ligne ${line}, colonne ${column} : ce n’est pas du JSON valide.`,
    jsonShape: 'Un tableau d’objets était attendu, ou un objet dont "rows" est un tableau d’objets.',
    notAnObject: (row, found) => `Ligne ${row} : un objet était attendu, trouvé ${found}.`,
    kinds: {
      number: 'un nombre',
      string: 'du texte',
      boolean: 'true ou false',
      array: 'un tableau',
      null: 'null',
    },
    tooManyRows: (max) => `Le fichier a plus de ${max} lignes ; le playground en lit au plus ${max}.`,
    tooDeep: (row) => `Ligne ${row} : une valeur est imbriquée trop profondément pour être lue.`,
    tooManyColumns: (found, max) => `Le fichier a ${found} colonnes ; le playground en lit au plus ${max}.`,
    tooLarge: (megabytes) => `Le fichier dépasse ${megabytes} Mo.`,
    notAWorkbook:
      'C’est une archive, pas un classeur Excel (.xlsx) : un ancien .xls, un classeur protégé par mot de passe ou un zip d’autres fichiers. Enregistrez-le en .xlsx, CSV ou JSON et réessayez.',
    workbookDamaged:
      'Ce classeur Excel est endommagé et n’a pas pu être lu. Ouvrez-le dans Excel et enregistrez-le à nouveau, ou enregistrez la feuille en CSV.',
    workbookTooLarge: (megabytes) =>
      `Ce classeur décompressé dépasse ${megabytes} Mo, plus que ce que lit le playground. Enregistrez la feuille en CSV et réessayez.`,
    sheetNotFound: (sheet) => `Le classeur n’a pas de feuille nommée « ${sheet} ».`,
    rowsCounted: 'Les lignes sont comptées à partir de la première ligne sous l’en-tête.',
  },
  summary: {
    rows: 'Lignes',
    columns: 'Colonnes',
    size: 'Taille',
    format: 'Format',
  },
  profile: {
    heading: 'Profil des colonnes',
  },
  save: {
    heading: 'Enregistrer dans l’espace de travail',
    nameLabel: 'Nom du jeu de données',
    submit: 'Enregistrer le jeu de données',
    saving: 'Enregistrement…',
    saved: (name) => `${name} a été enregistré dans l’espace de travail`,
    failed: 'Le jeu de données n’a pas pu être enregistré. Veuillez réessayer.',
    nameRequired: 'Saisissez un nom pour le jeu de données',
    nameInvisible: 'Le nom ne peut pas contenir de caractères de contrôle ou de mise en forme invisibles.',
    nameTooLong: (max) => `Le nom doit comporter au plus ${max} caractères`,
    notAllowed:
      'Les collaborateurs peuvent explorer des données ici ; les enregistrer dans l’espace de travail demande le rôle Éditeur ou supérieur.',
  },
  saved: {
    heading: 'Jeux de données enregistrés',
    empty:
      'Aucun jeu de données pour l’instant. Enregistrez-en un ci-dessus et tout l’espace de travail le trouvera ici.',
  },
  api: {
    notFound: 'Ce jeu de données n’existe pas dans cet espace de travail.',
    tooLarge: (megabytes) => `Le fichier dépasse ${megabytes} Mo.`,
    fields: 'Envoyez le fichier dans le champ "file" et son nom dans le champ "name".',
    choices:
      'Envoyez les choix d’import dans le champ "choices", en JSON, de la forme des choix de l’écran d’import.',
    deleteForbidden:
      'Seuls les Propriétaires, les Administrateurs et la personne qui a importé un jeu de données peuvent le supprimer.',
    busy: 'D’autres fichiers sont en cours de lecture. Réessayez dans une minute.',
    tooSlow: 'La lecture de ce fichier a pris trop de temps. Essayez un fichier plus petit ou plus simple.',
    tooMuchMemory:
      'La lecture de ce fichier demande plus de mémoire que le serveur n’en accorde à un envoi. Essayez un fichier plus petit ou plus simple.',
  },
};
