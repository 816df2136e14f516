import type { memberMessages as en } from '../en/members';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const memberMessages: Translation<typeof en> = {
  notFound: 'Cette personne n’est pas membre de votre espace de travail.',
  noLongerMember: 'Vous n’êtes plus membre de cet espace de travail. Rechargez la page pour continuer.',
  changeRoleOutranked: 'Vous ne pouvez modifier que le rôle des membres dont le rôle est inférieur au vôtre.',
  grantRoleTooHigh: 'Vous ne pouvez attribuer qu’un rôle inférieur au vôtre.',
  removeOutranked: 'Vous ne pouvez retirer que des membres dont le rôle est inférieur au vôtre.',
  lastOwnerDemote:
    'Un espace de travail doit avoir au moins un Propriétaire. Nommez d’abord quelqu’un d’autre Propriétaire.',
  lastOwnerRemove:
    'Un espace de travail doit avoir au moins un Propriétaire : son dernier Propriétaire ne peut donc pas être retiré.',
  lastOwnerLeave:
    'Vous êtes le seul Propriétaire de cet espace de travail. Nommez quelqu’un d’autre Propriétaire avant de partir.',
  transferToSelf:
    'Vous êtes déjà Propriétaire. Choisissez un autre membre à qui confier l’espace de travail.',
  confirmUnavailable:
    'Pour transférer la propriété, nous devons confirmer qu’il s’agit bien de vous. Définissez d’abord un mot de passe ou activez l’authentification à deux facteurs dans les paramètres de votre compte.',
  passwordRequired: 'Saisissez votre mot de passe pour confirmer le transfert.',
  codeRequired:
    'Saisissez un code de votre application d’authentification, ou un code de secours, pour confirmer le transfert.',
  wrongPassword: 'Ce mot de passe est incorrect. Réessayez.',
  wrongCode:
    'Ce code est incorrect. Saisissez le code actuel de votre application d’authentification ou un code de secours inutilisé.',
  noPasswordUseCode:
    'Votre compte n’a pas de mot de passe. Confirmez plutôt avec un code de votre application d’authentification.',
  noTwoFactorUsePassword:
    'L’authentification à deux facteurs n’est pas activée sur votre compte. Confirmez plutôt avec votre mot de passe.',
  filters: {
    search: 'Le texte de recherche peut contenir au plus 100 caractères.',
    role: 'Choisissez un filtre de rôle : all, owner, admin, editor ou collaborator.',
    lastActive: 'Choisissez un filtre de dernière activité : all, today, 7d ou 30d.',
    page: 'La page doit être un nombre entier compris entre 1 et 10000.',
    unknown: 'Les filtres ne sont pas valides.',
  },
  people: {
    description: 'Toutes les personnes de cet espace de travail, leur rôle et leur dernière activité.',
    searchLabel: 'Rechercher des personnes',
    searchPlaceholder: 'Rechercher des personnes...',
    roleFilter: 'Rôle',
    lastActiveFilter: 'Dernière activité',
    allRoles: 'Tous les rôles',
    lastActive: { all: 'Toutes', today: 'Aujourd’hui', '7d': '7 derniers jours', '30d': '30 derniers jours' },
    roles: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      editor: 'Éditeur',
      collaborator: 'Collaborateur',
    },
    roleDescriptions: {
      owner: 'Contrôle total, y compris la facturation, les membres et les rôles',
      admin: 'Gère les paramètres et les membres',
      editor: 'Crée, modifie et collabore',
      collaborator: 'Consulte et commente',
    },
    you: '(Vous)',
    owner: 'Propriétaire',
    never: 'Jamais',
    lastActiveLabel: 'Dernière activité',
    roleOf: (name) => `Rôle de ${name}`,
    actions: (name) => `Actions pour ${name}`,
    copyEmail: 'Copier l’e-mail',
    copyFailed: 'Impossible de copier l’adresse e-mail.',
    makeOwner: 'Nommer Propriétaire…',
    remove: 'Retirer de l’espace de travail',
    leave: 'Quitter l’espace de travail',
    roleChanged: (name, role) => `${name} est maintenant ${role}`,
    roleChangeFailed: 'Impossible de modifier le rôle.',
    removeTitle: (name) => `Retirer ${name} ?`,
    removeBody: (workspace) =>
      `Cette personne perd immédiatement l’accès à ${workspace}. Vous pourrez l’inviter à nouveau plus tard.`,
    removing: 'Retrait...',
    removed: (name) => `${name} a été retiré`,
    removeFailed: 'Impossible de retirer le membre.',
    leaveTitle: (workspace) => `Quitter ${workspace} ?`,
    leaveBody: 'Vous perdez l’accès immédiatement ; quelqu’un devra vous inviter pour revenir.',
    leaving: 'Départ...',
    left: (workspace) => `Vous avez quitté ${workspace}`,
    leaveFailed: 'Impossible de quitter l’espace de travail.',
    transferTitle: (name) => `Nommer ${name} Propriétaire ?`,
    transferBody:
      'Cette personne obtient le contrôle total de l’espace de travail, y compris la facturation. Vous devenez Administrateur. Confirmez qu’il s’agit bien de vous.',
    password: 'Votre mot de passe',
    code: 'Ou un code à deux facteurs',
    codeHint: 'Un code de votre application d’authentification ou un code de secours.',
    transfer: 'Transférer la propriété',
    transferring: 'Transfert...',
    transferred: (name) => `${name} est maintenant Propriétaire, et vous êtes Administrateur`,
    transferFailed: 'Impossible de transférer la propriété.',
    count: (count) => `${count} ${plural('fr', count, { one: 'personne', other: 'personnes' })}`,
    noMatches: 'Personne ne correspond à ces filtres.',
    clearFilters: 'Effacer les filtres',
    loadFailed: 'Impossible de charger les personnes',
    membersHeading: 'Membres',
  },
  mail: {
    someone: 'Un membre de l’espace de travail',
    aWorkspace: 'un espace de travail',
    removed: {
      subject: (workspace) => `Votre accès à ${workspace} a été retiré`,
      intro: (remover, workspace) =>
        `${remover} a retiré votre accès à ${workspace} sur Tessera. Vous n’avez plus accès à son travail, à ses membres ni à ses paramètres.`,
      noOtherWorkspace:
        'Vous ne faites partie d’aucun autre espace de travail pour l’instant, mais votre compte Tessera reste actif : vous pouvez toujours vous connecter, créer votre propre espace de travail ou en rejoindre un lorsque quelqu’un vous invite.',
      action: 'Ouvrir Tessera',
      outro:
        'Si vous pensez qu’il s’agit d’une erreur, demandez à un Propriétaire ou à un Administrateur de l’espace de travail de vous inviter à nouveau.',
      reason: 'Vous recevez cet e-mail car votre accès à un espace de travail sur Tessera a été retiré.',
    },
    ownership: {
      subject: (workspace) => `Vous êtes désormais Propriétaire de ${workspace}`,
      intro: (previousOwner, workspace) =>
        `${previousOwner} vous a confié ${workspace} sur Tessera et devient Administrateur.`,
      meaning:
        'En tant que Propriétaire, vous avez le contrôle total de l’espace de travail, y compris la facturation, les membres et les rôles. Vous pouvez aussi le confier à quelqu’un d’autre ou le supprimer.',
      action: 'Ouvrir les paramètres de l’espace de travail',
      outro: (workspace) =>
        `Si un autre espace de travail s’ouvre, passez à ${workspace} depuis le menu des espaces de travail.`,
      reason: 'Vous recevez cet e-mail car un espace de travail sur Tessera vous a été confié.',
    },
  },
};
