import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';

export const dataStreamsMessages: Translation<typeof en> = {
  description:
    'Connectez les outils de votre équipe pour que leurs données arrivent dans cet espace de travail.',
  searchLabel: 'Rechercher des flux de données',
  searchPlaceholder: 'Rechercher des flux de données...',
  connect: 'Connecter',
  connected: 'Connecté',
  comingSoon: 'Bientôt disponible',
  connectedIn: (names) => `Connecté dans : ${names}`,
  connectName: (name) => `Connecter ${name}`,
  disconnectName: (name) => `${name} est connecté. Le déconnecter`,
  disconnectTitle: (name) => `Déconnecter ${name} ?`,
  disconnectBody: (workspace) =>
    `Ses données cessent d’arriver dans ${workspace} pour tous les membres de l’espace de travail. Vous pourrez le reconnecter plus tard.`,
  disconnect: 'Déconnecter',
  disconnecting: 'Déconnexion...',
  connectedToast: (name) => `${name} connecté`,
  disconnectedToast: (name) => `${name} déconnecté`,
  failed: 'Impossible d’enregistrer la modification. Veuillez réessayer.',
  loadFailed: 'Impossible de charger les flux de données',
  readOnly:
    'Seuls les Propriétaires et les Administrateurs peuvent connecter ou déconnecter des flux de données.',
  count: (count) => `${count} flux de données`,
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Aucun flux de données de ce nom dans cet espace de travail.',
    paused: 'Ce flux de données est en pause : reprenez-le pour recevoir des données.',
    tooMany: (maximum: number) =>
      `Un espace de travail a au plus ${maximum} flux de données : supprimez-en un d’abord.`,
    tooManyRows: (maximum: number) =>
      `Envoyez au plus ${maximum} lignes par requête : répartissez-les sur plusieurs.`,
    jsonOrCsv: 'Envoyez les lignes en JSON ({ "rows": [...] }) ou en CSV (text/csv).',
    badIdempotencyKey: 'L’en-tête Idempotency-Key doit compter de 1 à 200 caractères ASCII visibles.',
    secretNeeded: 'Collez le secret de signature affiché par le service.',
    noSecretToRotate: 'Ce flux n’a pas de secret à renouveler.',
    wrongKind: 'Ce flux ne reçoit pas de lignes de cette façon.',
    noService: 'Ce service ne peut pas encore envoyer de webhooks à Tessera.',
    rejectedDelivery: 'Cette livraison n’a pas pu être vérifiée.',
    notAnObject: 'pas un objet colonne → valeur',
    nested: (column: string) =>
      `colonne « ${column} » : les valeurs imbriquées ne sont pas enregistrées ; envoyez du texte, un nombre, true/false ou null`,
    tooLong: (column: string, maximum: number) =>
      `colonne « ${column} » : une cellule contient au plus ${maximum} caractères`,
    tooManyColumns: (maximum: number) => `plus de ${maximum} colonnes`,
    badColumnName: (maximum: number) => `un nom de colonne est vide ou dépasse ${maximum} caractères`,
    datasetUnreadable:
      'Le fichier du jeu de données du flux est illisible : supprimez le jeu de données pour en commencer un nouveau.',
    datasetFull:
      'Le jeu de données du flux dépasserait 20 Mo : commencez-en un nouveau ou utilisez le mode remplacement.',
    busy: 'Ce flux traite un autre lot. Réessayez dans quelques secondes.',
  },
};
