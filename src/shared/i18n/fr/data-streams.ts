import type { dataStreamsMessages as en } from '../en/data-streams';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

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
  loadFailed: 'Impossible de charger les flux de données',
  readOnly:
    'Seuls les Propriétaires et les Administrateurs peuvent connecter ou déconnecter des flux de données.',
  count: (count) => `${count} flux de données`,
  webhook: {
    createTitle: (service) => `Connecter ${service}`,
    createDescription: (service) =>
      `Tessera crée une adresse de webhook pour ${service} ; chaque événement envoyé devient une ligne du jeu de données.`,
    name: 'Nom du flux',
    datasetName: 'Nom du jeu de données',
    defaultDataset: (service) => `Événements ${service}`,
    theirSecret: (service) => `Collez le secret de signature de ${service}`,
    theirSecretHint: 'Vous pouvez aussi l’ajouter plus tard en renouvelant le secret.',
    create: 'Créer le flux',
    creating: 'Création...',
    cancel: 'Annuler',
    createdTitle: (service) => `Flux ${service} créé`,
    createdDescription: (service) => `Ajoutez cette adresse de webhook dans les paramètres de ${service}.`,
    url: 'URL du webhook',
    secret: 'Secret',
    secretOnce: 'Copiez le secret maintenant : il ne sera plus affiché.',
    docs: (service) => `Ajouter un webhook dans ${service}`,
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Copie impossible. Sélectionnez le texte et copiez-le vous-même.',
    done: 'Terminé',
    lastData: (when) => `Dernières données : ${when}`,
    noData: 'Pas encore de données',
    manage: 'Gérer',
    manageName: (service) => `Gérer les flux ${service}`,
    manageTitle: (service) => `Flux ${service}`,
    manageDescription: 'Chaque flux alimente un jeu de données.',
    addAnother: 'Ajouter un autre flux',
    status: { active: 'Actif', paused: 'En pause', failing: 'En échec' },
    rows: (count) => `${count} ${plural('fr', count, { one: 'ligne reçue', other: 'lignes reçues' })}`,
    dataset: (name) => `Jeu de données : ${name}`,
    lastErrors: 'Dernières erreurs',
    noErrors: 'Aucune erreur.',
    reasons: {
      unsigned: 'Non signé',
      'bad-signature': 'Signature incorrecte',
      stale: 'Trop ancien (rejoué ou retardé)',
      malformed: 'Illisible',
      'rejected-rows': 'Lignes refusées',
      'dataset-unreadable': 'Jeu de données illisible',
      'too-large': 'Trop volumineux',
      failed: 'Échec',
      'refused-address': 'Adresse non autorisée (privée ou locale)',
      'http-error': 'La source a répondu par une erreur',
      timeout: 'La source a mis trop de temps',
      unparsable: 'Ni CSV, ni JSON, ni .xlsx',
    },
    facts: {
      datasetBytes: (size) => `le jeu de données ferait ${size}`,
      announcedBytes: (size) => `la source a annoncé ${size}`,
      overBytes: (size) => `plus de ${size}`,
      datasetRows: (rows) => `le jeu de données aurait ${rows} lignes`,
      columns: (columns) => `${columns} colonnes`,
      unmappedEvents: (shown, count) =>
        `${shown} ${plural('fr', count, { one: 'événement n’a pas pu être associé', other: 'événements n’ont pas pu être associés' })}`,
      refusedRows: (shown, count, first) =>
        `${shown} ${plural('fr', count, { one: 'ligne refusée', other: 'lignes refusées' })} ; la première : ${first}`,
      redirects: (count) => `plus de ${count} redirections`,
      busy: 'le flux était occupé par d’autres lots à chaque essai',
      serverBusy: 'Tessera était occupé par d’autres tâches ; la prochaine synchronisation réessaiera',
      paused: 'le flux a été mis en pause pendant la synchronisation',
      datasetDeleted: 'le jeu de données a été supprimé pendant la synchronisation',
      noAnswer: 'la source n’a pas répondu à temps',
      scheme: 'seuls http et https sont autorisés',
      unresolved: (host) => `${host} ne se résout pas`,
      privateAddress: (host, address) => `${host} se résout en ${address}, une adresse privée ou locale`,
      otherArchive: 'une archive qui n’est pas un classeur .xlsx',
      nul: 'le fichier contient des caractères NUL (binaire ?)',
      notJson: 'JSON non valide',
      notArray: 'du JSON qui n’est pas un tableau d’objets',
      noRows: 'aucune ligne',
    },
    pause: 'Mettre en pause',
    resume: 'Reprendre',
    rotate: 'Renouveler le secret',
    rotateTitle: (name) => `Renouveler le secret de ${name} ?`,
    rotateBody: 'L’ancien secret cesse de fonctionner tout de suite : mettez le nouveau dans le service.',
    newSecretTitle: 'Nouveau secret',
    pendingTitle: 'Secret en attente de confirmation',
    pendingBody: (fingerprint, at) =>
      `Un jeton de vérification est arrivé le ${at} (empreinte ${fingerprint}). Les livraisons sont refusées tant qu’un Owner ou un Admin ne l’a pas confirmé.`,
    pendingHint:
      'Ne le confirmez que si vous venez de créer l’abonnement dans le service. Sinon, demandez au service de le renvoyer : le nouveau le remplace.',
    confirmPending: 'Confirmer le secret',
    confirmPendingTitle: (name) => `Confirmer le secret de ${name} ?`,
    confirmPendingBody: (fingerprint) =>
      `Les livraisons signées avec le jeton ${fingerprint} seront acceptées. Collez ensuite le jeton dans l’étape de vérification du service.`,
    confirmedTitle: 'Jeton de vérification',
    delete: 'Supprimer',
    deleting: 'Suppression...',
    deleteTitle: (name) => `Supprimer ${name} ?`,
    deleteBody: (dataset) =>
      `Le flux ne reçoit plus de données. Le jeu de données « ${dataset} » reste, avec toutes ses lignes.`,
    deleted: 'Flux supprimé',
    failed: 'Impossible d’enregistrer la modification. Veuillez réessayer.',
    loadFailed: 'Impossible de charger ce flux',
  },
  push: {
    createDescription: (service) =>
      `Tessera crée une adresse qui reçoit les lignes de ${service} par push HTTP ; chaque ligne envoyée devient une ligne du jeu de données.`,
    defaultDataset: (service) => `Données ${service}`,
    cannotPull: {
      'google-drive':
        'Tessera ne peut pas encore lire Google Drive : l’API de Google exige une connexion (OAuth) que Tessera ne fait pas. Un Apps Script ou une automatisation peut envoyer ici les lignes d’une feuille.',
      miro: 'Tessera ne peut pas encore lire les tableaux Miro : l’API REST de Miro exige une connexion (OAuth) que Tessera ne fait pas. Un script qui lit vos tableaux peut envoyer ici leurs éléments comme lignes.',
      sketch:
        'Tessera ne peut pas lire les documents Sketch : Sketch n’offre aucune API que Tessera puisse interroger. Un script ou un plugin de votre part peut envoyer des lignes ici.',
      amplitude:
        'Tessera ne peut pas encore récupérer les données d’Amplitude : ses API Export et Dashboard exigent la clé d’API et la clé secrète de votre projet. Un script qui les appelle peut envoyer les lignes ici.',
      mixpanel:
        'Tessera ne peut pas encore récupérer les données de Mixpanel : son API Export exige un compte de service. Un script qui l’appelle peut envoyer les lignes ici.',
    },
    howTo:
      'Envoyez des lignes à cette adresse depuis un script ou une automatisation, avec une clé d’API de l’espace de travail ayant la portée streams:write dans l’en-tête Authorization. Aucun secret n’est nécessaire : la clé autorise.',
    apiKeys: 'Créer une clé d’API',
    createdTitle: (service) => `Flux ${service} créé`,
    url: 'URL de push',
    example: 'Exemple de corps de requête (JSON ; le CSV fonctionne aussi)',
  },
  pull: {
    title: 'Importer depuis une URL',
    description:
      'Tessera récupère un fichier CSV, JSON (un tableau d’objets) ou .xlsx à une adresse, selon un calendrier ou à la demande, et ajoute ses lignes à un jeu de données.',
    add: 'Ajouter un import par URL',
    createTitle: 'Importer depuis une URL',
    url: 'URL du fichier',
    urlHint: 'Une adresse http ou https d’un fichier CSV, JSON ou .xlsx, jusqu’à 20 Mo.',
    defaultName: 'Import par URL',
    defaultDataset: 'Données importées',
    mode: 'À chaque synchronisation',
    modes: { append: 'Ajoute ses lignes au jeu de données', replace: 'Remplace le jeu de données' },
    schedule: 'Fréquence',
    schedules: { hourly: 'Toutes les heures', daily: 'Tous les jours', manual: 'Seulement à la demande' },
    headerName: 'Nom de l’en-tête d’authentification (facultatif)',
    headerValue: 'Valeur de l’en-tête d’authentification',
    headerHint: 'Envoyé à chaque import, stocké chiffré et jamais réaffiché.',
    headerBoth: 'Indiquez le nom de l’en-tête et sa valeur, ou aucun des deux.',
    edit: 'Modifier',
    editName: (name: string) => `Modifier ${name}`,
    editTitle: 'Modifier l’import par URL',
    keepUrl: (url: string) =>
      `Laissez vide pour garder l’adresse actuelle (${url}, affichée sans sa requête).`,
    keepHeaderValue: 'Laissez vide pour garder la valeur actuelle.',
    save: 'Enregistrer les modifications',
    saving: 'Enregistrement...',
    saved: 'Modifications enregistrées',
    created: 'Import par URL créé',
    none: 'Aucun import par URL pour l’instant.',
    source: (url: string) => `Source : ${url}`,
    withHeader: (name: string) => `(avec l’en-tête ${name})`,
    scheduleIs: (schedule: string) => `Fréquence : ${schedule}`,
    syncNow: 'Synchroniser',
    syncing: 'Synchronisation...',
    stored: (count: number) =>
      `Dernière synchronisation : ${count} ${plural('fr', count, { one: 'ligne enregistrée', other: 'lignes enregistrées' })}`,
    unchanged: 'Dernière synchronisation : rien de nouveau',
    superseded:
      'Dernière synchronisation : la source a été modifiée pendant son exécution, rien n’a donc été enregistré',
    wholeFileAgain: '(le fichier a changé avant sa fin, toutes ses lignes ont donc été ajoutées à nouveau)',
    failedWith: (reason: string) => `Échec de la dernière synchronisation : ${reason}`,
    syncFailed: 'Impossible de lancer la synchronisation. Veuillez réessayer.',
  },
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'Aucun flux de données de ce nom dans cet espace de travail.',
    nameInvisible:
      'Le nom du flux ne peut pas contenir de caractères de contrôle ou de mise en forme invisibles.',
    notEditable:
      'Ce flux de données ne peut pas être modifié : seuls les imports par URL et les requêtes PostgreSQL le peuvent, sans changer de type.',
    secretAgain:
      'Saisissez de nouveau le secret : une valeur d’en-tête ou un mot de passe enregistré n’est gardé que pour le même en-tête et la même adresse.',
    paused: 'Ce flux de données est en pause : reprenez-le pour recevoir des données.',
    tooMany: (maximum: number) =>
      `Un espace de travail a au plus ${maximum} flux de données : supprimez-en un d’abord.`,
    tooManyRows: (maximum: number) =>
      `Envoyez au plus ${maximum} lignes par requête : répartissez-les sur plusieurs.`,
    jsonOrCsv: 'Envoyez les lignes en JSON ({ "rows": [...] }) ou en CSV (text/csv).',
    unknownCharset: (charset: string) =>
      `Tessera ne sait pas lire du texte dans le jeu de caractères « ${charset} ». Envoyez le CSV en UTF-8, ou indiquez un jeu de caractères comme windows-1252.`,
    badIdempotencyKey: 'L’en-tête Idempotency-Key doit compter de 1 à 200 caractères ASCII visibles.',
    idempotencyKeyReused:
      'Cette Idempotency-Key a déjà servi avec un autre corps : envoyez chaque nouveau lot avec une nouvelle clé.',
    secretNeeded: 'Collez le secret de signature affiché par le service.',
    noSecretToRotate: 'Ce flux n’a pas de secret à renouveler.',
    noPendingSecret: 'Aucun secret capté n’attend de confirmation pour ce flux.',
    pendingSecretChanged:
      'Un autre secret est arrivé depuis l’affichage de celui-ci : vérifiez la nouvelle empreinte et confirmez à nouveau.',
    wrongKind: 'Ce flux ne reçoit pas de lignes de cette façon.',
    noService: 'Ce service ne peut pas encore envoyer de webhooks à Tessera.',
    noPushService:
      'Un flux push ne nomme qu’un service qui n’envoie pas de webhooks et qui n’est pas encore à venir.',
    rejectedDelivery: 'Cette livraison n’a pas pu être vérifiée.',
    notAnObject: 'pas un objet colonne → valeur',
    nested: (column: string) =>
      `colonne « ${column} » : les valeurs imbriquées ne sont pas enregistrées ; envoyez du texte, un nombre, true/false ou null`,
    numberTooLarge: (column: string) =>
      `colonne « ${column} » : le nombre est trop grand pour être enregistré ; envoyez-le comme texte`,
    tooLong: (column: string, maximum: number) =>
      `colonne « ${column} » : une cellule contient au plus ${maximum} caractères`,
    tooManyColumns: (maximum: number) => `plus de ${maximum} colonnes`,
    badColumnName: (maximum: number) => `un nom de colonne est vide ou dépasse ${maximum} caractères`,
    datasetDeleted:
      'Le jeu de données du flux a été supprimé pendant l’enregistrement de ces lignes : renvoyez-les pour en commencer un nouveau.',
    datasetUnreadable:
      'Le fichier du jeu de données du flux est illisible : supprimez le jeu de données pour en commencer un nouveau.',
    datasetFull:
      'Le jeu de données du flux dépasserait 20 Mo : commencez-en un nouveau ou utilisez le mode remplacement.',
    datasetRowsFull: (maximum: number) =>
      `Le jeu de données du flux dépasserait ${maximum} lignes : commencez-en un nouveau ou utilisez le mode remplacement.`,
    busy: 'Ce flux traite un autre lot. Réessayez dans quelques secondes.',
    badUrl: 'Indiquez une adresse http ou https.',
    urlCredentials: 'Mettez les identifiants dans l’en-tête d’authentification, pas dans l’adresse.',
    notPull: 'Seul un flux d’import par URL peut être synchronisé.',
  },
};
