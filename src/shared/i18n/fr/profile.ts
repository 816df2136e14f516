import type { profileMessages as en } from '../en/profile';
import type { Translation } from '../catalogue-types';

export const profileMessages: Translation<typeof en> = {
  description: 'Ce que vos coéquipiers voient de vous.',
  name: {
    title: 'Nom de profil',
    label: 'Nom de profil',
    hint: 'De 3 à 50 caractères : lettres, chiffres, espaces, traits d’union et points.',
    updated: 'Nom de profil mis à jour',
  },
  about: {
    title: 'À propos de vous',
    description: 'Votre nom complet et votre métier, tels que vos coéquipiers les voient.',
    updated: 'Profil mis à jour',
  },
  avatar: {
    title: 'Votre avatar',
    description: 'Affiché sur la page Personnes et dans l’en-tête de l’application.',
    alt: (name) => `Avatar de ${name}`,
    upload: 'Téléverser votre avatar',
    change: 'Changer votre avatar',
    remove: 'Retirer',
    removing: 'Retrait...',
    uploading: 'Téléversement...',
    updated: 'Avatar mis à jour',
    removed: 'Avatar retiré',
    failed: 'Échec du téléversement de l’avatar',
    recommended: 'Taille recommandée : au moins 256×256 px. PNG, JPEG, WebP ou GIF, jusqu’à 5 Mo.',
  },
  links: {
    title: 'Liens',
    description:
      'Affichés à côté de votre nom sur la page Personnes. Pour LinkedIn, GitHub et X, votre nom d’utilisateur suffit.',
    labels: { website: 'Site web', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'Twitter / X' },
    placeholders: {
      website: 'https://exemple.com',
      linkedin: 'https://www.linkedin.com/in/votre-nom',
      github: 'octocat',
      twitter: '@octocat',
    },
    sites: { website: 'Site web', linkedin: 'LinkedIn', github: 'GitHub', twitter: 'X' },
    saved: 'Liens enregistrés',
    failed: 'Impossible d’enregistrer les liens',
    notUrl: 'Saisissez une adresse web, comme https://exemple.com',
    notHttps: 'Utilisez une adresse qui commence par https://',
    tooLong: (max) => `Un lien peut compter au plus ${max} caractères.`,
    wrongHost: (site, hosts) =>
      `Utilisez une adresse ${site} (${hosts}) ou simplement votre nom d’utilisateur.`,
    badHandle: (site) => `Ce n’est pas un nom d’utilisateur ${site} valide.`,
    noPage: (site) => `Ajoutez le chemin de votre page ${site}, ou simplement votre nom d’utilisateur.`,
    memberLink: (name, site) => `${name} sur ${site}`,
    memberWebsite: (name) => `Site web de ${name}`,
    memberLinks: (name) => `Liens de ${name}`,
  },
  emails: {
    title: 'Préférences d’e-mail',
    feedback: 'Recevoir les e-mails sur vos retours',
    feedbackHint:
      'Un e-mail pour confirmer que nous avons reçu un retour envoyé alors que vous étiez connecté.',
    on: 'Vous recevrez les e-mails sur vos retours',
    off: 'Vous ne recevrez plus d’e-mails sur vos retours',
    failed: 'Impossible d’enregistrer votre préférence d’e-mail',
  },
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  account: { title: 'Compte', email: 'E-mail' },
  feedbackMail: {
    subject: 'Nous avons reçu votre retour',
    intro: 'Merci pour votre retour. Il est bien parvenu à l’équipe Tessera, et nous lisons chaque message.',
    quoted: 'Vous avez écrit :',
    action: 'Ouvrir Tessera',
    manage: 'Désactivez ces e-mails dans les paramètres de votre profil',
    reason:
      'Vous recevez cet e-mail parce que vous avez envoyé un retour à Tessera en étant connecté et que les e-mails sur vos retours sont activés.',
  },
};
