import type { apiKeysMessages as en } from '../en/api-keys';
import type { Translation } from '../catalogue-types';

export const apiKeysMessages: Translation<typeof en> = {
  description:
    'Laissez vos propres logiciels accéder aux modèles et jeux de données de cet espace de travail avec une clé secrète.',
  onlyManagers: 'Seuls les Owners et les Admins peuvent gérer les clés d’API.',
  create: 'Créer une clé d’API',
  createTitle: 'Créer une clé d’API',
  createDescription: 'Choisissez ce que la clé peut faire. Vous ne verrez son secret qu’une fois.',
  name: 'Nom',
  namePlaceholder: 'Calcul nocturne',
  scopes: 'Autorisations',
  scopeLabels: {
    'models:predict': 'Prédire avec les modèles',
    'datasets:read': 'Lire le profil des jeux de données',
  },
  scopeHints: {
    'models:predict': 'POST /api/v1/models/:id/predictions',
    'datasets:read': 'GET /api/v1/datasets/:id',
  },
  expiry: 'Expire le (facultatif)',
  expiryHint: 'La clé cesse de fonctionner au début de ce jour. Laissez vide pour une clé sans expiration.',
  cancel: 'Annuler',
  creating: 'Création…',
  secretTitle: 'Copiez votre nouvelle clé d’API',
  secretWarning:
    'Le secret n’est affiché que cette fois. Conservez-le en lieu sûr ; vous ne pourrez plus le revoir.',
  secretLabel: 'Secret',
  copy: 'Copier',
  copied: 'Copié',
  copyFailed: 'La copie a échoué : sélectionnez le secret et copiez-le à la main.',
  done: 'Terminé',
  listTitle: 'Clés',
  empty: 'Aucune clé d’API pour l’instant. Créez-en une pour appeler l’API depuis vos propres logiciels.',
  loadError: 'Les clés d’API n’ont pas pu être chargées.',
  retry: 'Réessayer',
  columns: {
    name: 'Nom',
    scopes: 'Autorisations',
    prefix: 'Clé',
    created: 'Créée',
    lastUsed: 'Dernière utilisation',
    expires: 'Expire',
    state: 'État',
  },
  createdBy: (name: string, date: string) => `${date} par ${name}`,
  never: 'Jamais',
  noExpiry: 'Jamais',
  active: 'Active',
  expired: 'Expirée',
  revokedOn: (date: string) => `Révoquée le ${date}`,
  revoke: 'Révoquer',
  revokeLabel: (name: string) => `Révoquer ${name}`,
  revokeTitle: (name: string) => `Révoquer ${name} ?`,
  revokeDescription:
    'Les logiciels qui utilisent cette clé perdent l’accès immédiatement. Action irréversible.',
  revoking: 'Révocation…',
  revoked: 'Clé révoquée.',
  created: 'Clé créée.',
  examplesTitle: 'Appeler l’API',
  examplesDescription:
    'Remplacez les identifiants et la clé par les vôtres. L’API est décrite en OpenAPI à l’adresse',
  predictExample: 'Prédire avec un modèle',
  datasetExample: 'Lire le profil d’un jeu de données',
  api: {
    notFound: 'Aucune clé d’API de ce type dans cet espace de travail.',
    tooMany: (maximum: number) =>
      `Un espace de travail a au plus ${maximum} clés d’API utilisables : révoquez-en une d’abord.`,
    expiryPast: 'Choisissez une date d’expiration future.',
    missingKey: 'Envoyez une clé d’API sous la forme Authorization: Bearer <clé>.',
    invalidKey: 'Cette clé d’API est inconnue, révoquée ou expirée.',
    scope: (scope: string) => `Cette clé d’API n’a pas l’autorisation ${scope}.`,
    modelNotFound: 'Aucun modèle de ce type dans l’espace de travail de cette clé.',
    modelNotReady: 'Ce modèle n’est pas encore prêt à prédire.',
    tooManyCells: (maximum: number) =>
      `Envoyez au plus ${maximum} cellules par appel : répartissez les lignes sur plusieurs appels.`,
    datasetNotFound: 'Aucun jeu de données de ce type dans l’espace de travail de cette clé.',
    badCell: (row: number, column: string, expected: string) =>
      `rows[${row}], colonne « ${column} » : ${expected} attendu.`,
    expected: { number: 'un nombre', date: 'une date', boolean: 'une valeur oui/non' },
    busy: 'Les prédictions sont occupées. Réessayez dans quelques secondes.',
  },
};
