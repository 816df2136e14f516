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
};
