import type { invitationMessages as en } from '../en/invitations';
import type { Translation } from '../catalogue-types';
import { plural } from '../plural';

export const invitationMessages: Translation<typeof en> = {
  alreadyMember: 'Déjà membre de cet espace de travail.',
  pendingCapReached: (max) =>
    `Cet espace de travail a déjà ${max} invitations en attente. Révoquez-en certaines avant d’en envoyer d’autres.`,
  memberCapReached: (max) =>
    `Un espace de travail peut compter au plus ${max} membres et invitations en attente au total.`,
  workspaceFull: (max) =>
    `Cet espace de travail compte déjà ${max} membres : personne d’autre ne peut le rejoindre.`,
  notFound: 'Cette invitation n’existe pas ou n’est plus valide.',
  expired:
    'Cette invitation a expiré. Demandez à la personne qui vous a invité de vous en envoyer une nouvelle.',
  wrongAccount:
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec l’adresse invitée pour l’utiliser.',
  roles: { owner: 'Propriétaire', admin: 'Administrateur', editor: 'Éditeur', collaborator: 'Collaborateur' },
  mail: {
    role: (role) => `Vous rejoindrez l’espace avec le rôle ${role}.`,
    lifetime: (days) => `L’invitation est valable ${days} jours.`,
  },
  dialog: {
    open: 'Inviter des utilisateurs',
    title: 'Inviter des utilisateurs',
    description: 'Ils recevront un e-mail avec un lien pour rejoindre cet espace de travail.',
    emails: 'Adresses e-mail',
    emailsHint: 'Séparez plusieurs adresses par des virgules.',
    emailsPlaceholder: 'ada@example.com, grace@example.com',
    role: 'Rôle',
    send: 'Envoyer les invitations',
    sending: 'Envoi...',
    close: 'Fermer',
  },
  pending: {
    title: 'Invitations en attente',
    description:
      'Les invitations expirent au bout de 7 jours. Un renvoi envoie le même lien, valable 7 nouveaux jours.',
    empty: 'Aucune invitation n’attend de réponse.',
    invitedBy: (name) => `Invité par ${name}`,
    expiresIn: (days) =>
      plural('fr', days, { one: 'Expire dans moins d’un jour', other: `Expire dans ${days} jours` }),
    expired: 'Expirée',
    resend: 'Renvoyer',
    resending: 'Envoi...',
    resent: (email) => `Invitation envoyée à ${email}`,
    resendFailed: 'Impossible de renvoyer l’invitation.',
    revoke: 'Révoquer',
    revokeTitle: (email) => `Révoquer l’invitation envoyée à ${email} ?`,
    revokeBody:
      'Le lien cesse de fonctionner immédiatement. Vous pourrez inviter cette personne à nouveau plus tard.',
    revoking: 'Révocation...',
    revoked: (email) => `Invitation envoyée à ${email} révoquée`,
    revokeFailed: 'Impossible de révoquer l’invitation.',
    resendLabel: (email) => `Renvoyer l’invitation à ${email}`,
    revokeLabel: (email) => `Révoquer l’invitation envoyée à ${email}`,
    loadFailed: 'Impossible de charger les invitations',
  },
  page: {
    title: 'Invitation',
    loading: 'Ouverture de votre invitation…',
    heading: (workspace) => `Rejoignez ${workspace} sur Tessera`,
    invitedYou: (inviter, email) => `${inviter} a invité ${email} à rejoindre l’espace.`,
    roleAndExpiry: (date) => `L’invitation est valable jusqu’au ${date}.`,
    createAccount: 'Créer un compte',
    signIn: 'Se connecter',
    signInHint:
      'Vous avez déjà un compte avec cette adresse ? Connectez-vous, puis revenez ici pour accepter.',
    createHint:
      'Nouveau sur Tessera ? Créez votre compte ; vous rejoindrez l’espace de travail immédiatement.',
    accept: 'Accepter l’invitation',
    accepting: 'Connexion à l’espace...',
    decline: 'Refuser',
    declining: 'Refus...',
    accepted: (workspace) => `Bienvenue dans ${workspace}`,
    acceptFailed: 'Impossible d’accepter l’invitation.',
    declined: 'Invitation refusée',
    declinedBody:
      'Vous avez refusé cette invitation. La personne qui l’a envoyée peut vous inviter à nouveau.',
    otherAccount: (invited, current) =>
      `Cette invitation a été envoyée à ${invited}, mais vous êtes connecté en tant que ${current}.`,
    signOutAndContinue: 'Se déconnecter et continuer',
    usedTitle: 'Cette invitation a déjà été utilisée',
    usedBody: 'Elle a déjà été acceptée. Si c’était vous, l’espace de travail figure dans votre liste.',
    openApp: 'Ouvrir Tessera',
    expiredTitle: 'Cette invitation a expiré',
    expiredBody: (date) =>
      `Elle a expiré le ${date}. Demandez à la personne qui vous a invité de la renvoyer.`,
    invalidTitle: 'Cette invitation n’est pas valide',
    goHome: 'Aller sur Tessera',
    loadFailed: 'Impossible d’ouvrir l’invitation',
  },
};
