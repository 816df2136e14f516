import type { billingMessages as en } from '../en/billing';
import type { Translation } from '../catalogue-types';

export const billingMessages: Translation<typeof en> = {
  billing: {
    description: 'Abonnements, factures et informations de paiement de cet espace de travail.',
    explanationTitle: 'Comment fonctionne la facturation',
    explanation:
      'Un abonnement appartient à un espace de travail et il est payé par son Propriétaire. Les factures, les moyens de paiement et les informations de facturation sont conservés par notre prestataire de paiement par carte ; vous les gérez dans son portail client.',
    subscriptionTitle: 'Abonnement',
    empty: 'Vous n’avez aucun abonnement actif.',
    onFreePlan: 'Cet espace de travail utilise l’offre gratuite.',
    seePlans: 'Voir les offres',
    portalTitle: 'Portail client',
    portalBody:
      'Mettez à jour vos informations personnelles, vos moyens de paiement et vos abonnements chez le prestataire de paiement.',
    openPortal: 'Gérer la facturation dans le portail client',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    ownersOnly: 'Seul le Propriétaire de l’espace de travail peut gérer la facturation.',
    loadFailed: 'Impossible de charger la facturation',
  },
  plans: {
    description: 'Ce que comprend chaque offre.',
    current: 'Offre actuelle',
    perMonth: 'par mois',
    only: 'Tessera propose aujourd’hui une seule offre, et elle est gratuite. Chaque espace de travail en profite entièrement.',
    free: {
      name: 'Gratuite',
      price: '0 $',
      summary: 'Tout ce que fait Tessera, pour tous les types d’équipes.',
      features: (limits) => [
        `Jusqu’à ${limits.members} membres par espace de travail`,
        `Jusqu’à ${limits.pendingInvitations} invitations en attente à la fois`,
        'Tous les flux de données, connectés par espace de travail',
        'Rôles : Propriétaire, Administrateur, Éditeur et Collaborateur',
        'Authentification à deux facteurs et connexion avec Google',
      ],
    },
  },
};
