import type { dataImportMessages as en } from '../en/data-import';
import type { Translation } from '../catalogue-types';

export const dataImportMessages: Translation<typeof en> = {
  settings: {
    heading: 'Paramètres d’import',
    show: 'Afficher les paramètres d’import',
    hide: 'Masquer les paramètres d’import',
    detected: 'Détecté',
    chosen: 'Votre choix',
    useDetected: 'Utiliser les paramètres détectés',
    encoding: 'Encodage',
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 LE',
      'utf-16be': 'UTF-16 BE',
      'windows-1252': 'Windows-1252 (Latin-1)',
    },
    delimiter: 'Séparateur',
    delimiters: {
      comma: 'Virgule (,)',
      semicolon: 'Point-virgule (;)',
      tab: 'Tabulation',
      pipe: 'Barre verticale (|)',
    },
    quote: 'Guillemet',
    quotes: { double: 'Guillemet double (")', single: "Apostrophe (')" },
    header: 'Première ligne',
    headers: { yes: 'Nomme les colonnes', no: 'Contient des données (pas d’en-tête)' },
    decimal: 'Séparateur décimal',
    decimals: { point: 'Point (1.5)', comma: 'Virgule (1,5)' },
    thousands: 'Séparateur des milliers',
    thousandsOptions: {
      none: 'Aucun (1000)',
      comma: 'Virgule (1,000)',
      point: 'Point (1.000)',
      space: 'Espace (1 000)',
      apostrophe: "Apostrophe (1'000)",
    },
    ragged: 'Lignes avec trop peu ou trop de champs',
    raggedOptions: {
      keep: 'Les garder',
      skip: 'Les ignorer',
    },
    booleanDigits: 'Lire 0 et 1 comme faux et vrai',
    sheet: 'Feuille',
    summary: (parts) => `Lu comme ${parts}`,
    fromSheet: (sheet) => `Lu depuis la feuille « ${sheet} »`,
  },
  types: {
    heading: 'Types des colonnes',
    intro: 'Le type de chaque colonne est détecté à partir de ses valeurs ; changez-le s’il est faux.',
    type: (column) => `Type de ${column}`,
    dateOrder: (column) => `Ordre des dates de ${column}`,
    detectedKind: (kind) => `${kind} (détecté)`,
    dateOrders: {
      auto: 'Comme détecté',
      dmy: 'Jour d’abord (31/12)',
      mdy: 'Mois d’abord (12/31)',
    },
    overridden: 'Modifié par vous',
    ambiguous: 'Ordre des dates ambigu',
    ambiguousHint: 'Aucune valeur ne distingue jour-mois de mois-jour : vérifiez l’ordre.',
    missing: (count) => `${count} manquantes`,
    nonConforming: (count, shown, kind) =>
      count <= 1 ? `${shown} valeur n’est pas ${kind} :` : `${shown} valeurs ne sont pas ${kind} :`,
    kindNouns: {
      number: 'un nombre',
      date: 'une date',
      datetime: 'une date et heure',
      boolean: 'vrai ou faux',
      category: 'une catégorie',
      id: 'un identifiant',
      text: 'du texte',
    },
    example: (row) => `ligne ${row} :`,
    emptyValue: '(vide)',
  },
  anomalies: {
    summary: (count, shown) =>
      count <= 1
        ? `${shown} ligne demande votre attention — voir`
        : `${shown} lignes demandent votre attention — voir`,
    attention: (count, many) =>
      many ? `${count} lignes demandent votre attention` : `${count} ligne demande votre attention`,
    raw: 'Texte brut',
    done: 'Ce qui a été fait',
    heading: 'Lignes qui demandent votre attention',
    listLabel: 'Lignes qui demandent votre attention, défilantes',
    more: (listed, total) => `Les ${listed} premières sur ${total} sont listées.`,
    line: (line) => `Ligne ${line}`,
    kinds: {
      'short-row': 'Trop peu de champs',
      'long-row': 'Trop de champs',
      'broken-quote': 'Un guillemet n’est jamais fermé',
    },
    fields: (expected, found) => `${expected} champs attendus, ${found} trouvés`,
    actions: {
      padded: 'Complétée par des cellules vides',
      extra: 'Champs en trop gardés dans la colonne « extra »',
      skipped: 'Ignorée',
      kept: 'Gardée telle quelle',
    },
  },
  reading: {
    label: 'Progression de la lecture',
    stages: {
      decode: 'Décodage du fichier…',
      parse: 'Lecture des lignes…',
      type: 'Détection des types de colonnes…',
      profile: 'Profilage des colonnes…',
      insights: 'Recherche d’enseignements…',
    },
    cancel: 'Annuler la lecture',
  },
};
