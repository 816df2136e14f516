import type { postgresSourceMessages as en } from '../en/postgres-source';
import type { Translation } from '../catalogue-types';

export const postgresSourceMessages: Translation<typeof en> = {
  queryRefused: {
    empty: 'Saisissez une requête.',
    'too-long': 'La requête est trop longue : 10 000 caractères au plus.',
    unterminated: 'Une apostrophe, un nom entre guillemets ou un commentaire n’est jamais fermé.',
    'multiple-statements': 'Saisissez une seule instruction : retirez ce qui suit le point-virgule.',
    'unbalanced-parentheses': 'Les parenthèses ne se correspondent pas.',
    'not-a-query': 'Saisissez une requête qui lit des données : SELECT, WITH … SELECT, VALUES ou TABLE.',
    'data-modifying':
      'La requête ne peut pas modifier de données (INSERT, UPDATE, DELETE, MERGE). Mettez entre guillemets une colonne qui porte ce nom.',
    'select-into': 'SELECT … INTO crée une table : sélectionnez les lignes sans INTO.',
    'locking-clause': 'La requête ne peut pas verrouiller de lignes (FOR UPDATE, FOR SHARE).',
    parameters: 'La requête ne peut pas avoir de paramètres ($1) : écrivez les valeurs.',
  },
  errors: {
    'query-refused': 'La requête n’est pas une seule instruction en lecture seule.',
    'host-refused': 'Tessera ne peut pas se connecter à cet hôte.',
    'connection-refused': 'Rien n’a accepté la connexion sur cet hôte et ce port.',
    'connection-timeout': 'La base de données n’a pas répondu à temps.',
    'connection-failed': 'La connexion à la base de données a été interrompue.',
    'tls-unavailable': 'Le serveur ne propose pas de connexion chiffrée (TLS).',
    'tls-untrusted':
      'Le certificat du serveur n’est pas reconnu ou concerne un autre hôte : vérifiez l’hôte, ajoutez le certificat de l’autorité qui l’a signé, ou choisissez « Chiffrée, certificat non vérifié » si vous faites confiance au réseau.',
    'auth-failed': 'La base de données a refusé cet utilisateur ou ce mot de passe.',
    'database-not-found': 'Aucune base de données de ce nom sur le serveur.',
    'read-only-violation': 'La requête a tenté de modifier des données ; une source ne fait que lire.',
    'permission-denied': 'Cet utilisateur ne peut pas lire ce que demande la requête.',
    'statement-timeout': 'La requête a duré plus longtemps que permis.',
    'too-large':
      'Les lignes dépassent ce qu’une synchronisation peut apporter : sélectionnez moins de colonnes ou de lignes.',
    'query-failed': 'La base de données n’a pas pu exécuter la requête.',
    aborted: 'La synchronisation a été arrêtée.',
    failed: 'La lecture de la source a échoué.',
  },
  form: {
    title: 'Requête PostgreSQL',
    description:
      'Tessera exécute une requête en lecture seule sur votre base PostgreSQL, selon un calendrier ou à la synchronisation, et ajoute ses lignes à un jeu de données.',
    add: 'Ajouter une requête PostgreSQL',
    none: 'Aucune requête PostgreSQL pour l’instant.',
    defaultName: 'Requête PostgreSQL',
    defaultDataset: 'Résultats de la requête',
    host: 'Hôte',
    port: 'Port',
    database: 'Base de données',
    user: 'Utilisateur',
    password: 'Mot de passe',
    passwordHint: 'Stocké chiffré et jamais réaffiché. Laissez vide si le serveur n’en demande pas.',
    ssl: 'Connexion',
    sslModes: {
      'verify-full': 'Chiffrée, certificat vérifié',
      require: 'Chiffrée, certificat non vérifié',
      disable: 'Non chiffrée',
    },
    query: 'Requête',
    queryHint:
      'Un seul SELECT, exécuté en lecture seule en 30 s au plus ; 100 000 lignes au maximum sont conservées.',
    badPort: 'Saisissez un port entre 1 et 65535.',
    created: 'Requête PostgreSQL créée',
    editTitle: 'Modifier la requête PostgreSQL',
    keepPassword: 'Laissez vide pour garder le mot de passe actuel.',
    caCertificate: 'Certificat d’autorité (facultatif)',
    caCertificateHint:
      'Pour un certificat signé par l’autorité de votre entreprise ou de votre fournisseur cloud : collez son certificat PEM (-----BEGIN CERTIFICATE-----), ou un lot de plusieurs. Seules ces autorités sont alors reconnues ; le nom d’hôte est toujours vérifié.',
  },
  caCertificateRefused: {
    'too-long': 'Le certificat d’autorité est trop long : 256 Ko au plus.',
    'not-certificates':
      'Collez un ou plusieurs certificats PEM, chacun de -----BEGIN CERTIFICATE----- à -----END CERTIFICATE----- (pas de clé privée).',
  },
  truncated: (rows: string) => `Seules les ${rows} premières lignes ont été gardées : filtrez ou agrégez.`,
};
