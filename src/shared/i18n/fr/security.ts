import type { Translation } from '../catalogue-types';
import type { securityMessages as en } from '../en/security';
import { plural } from '../plural';

export const securityMessages: Translation<typeof en> = {
  confirm: {
    password: 'Mot de passe',
    code: 'Code d’authentification ou de secours',
    passwordRequired: 'Saisissez votre mot de passe pour confirmer.',
    codeRequired: 'Saisissez un code de votre application d’authentification, ou un code de secours.',
  },
  twoFactor: {
    title: 'Authentification à deux facteurs',
    description:
      'Demande un code d’une application d’authentification, en plus de votre mot de passe ou de Google, à chaque connexion.',
    on: 'Activée',
    off: 'Désactivée',
    loadFailed: 'Impossible de charger vos réglages d’authentification à deux facteurs.',
    backupCodesLeft: (count) =>
      `Il reste ${count} ${plural('fr', count, { one: 'code', other: 'codes' })} de secours.`,
    turnOn: 'Activer l’authentification à deux facteurs',
    turnOff: 'Désactiver l’authentification à deux facteurs',
    regenerate: 'Nouveaux codes de secours',
    forgetDevices: 'Oublier tous les appareils de confiance',
    forgetDevicesHelp: (count) =>
      count === 0
        ? 'Aucun appareil ne saute le code pour le moment.'
        : `${count} ${plural('fr', count, { one: 'appareil saute', other: 'appareils sautent' })} le code pendant 30 jours après avoir choisi « Faire confiance à cet appareil ».`,
    devicesForgotten: 'Chaque appareil de confiance devra saisir un code à sa prochaine connexion.',
    enrol: {
      title: 'Activer l’authentification à deux facteurs',
      passwordIntro: 'Saisissez votre mot de passe pour commencer.',
      emailIntro:
        'Votre compte se connecte avec Google et n’a pas de mot de passe : nous confirmons qu’il s’agit bien de vous avec un code envoyé à votre adresse e-mail.',
      sendEmailCode: 'M’envoyer un code',
      emailCodeSent: (email) =>
        `Nous avons envoyé un code à 6 chiffres à ${email}. Il est valable 15 minutes.`,
      emailCode: 'Code reçu par e-mail',
      start: 'Continuer',
      scan: 'Scannez ce code QR avec une application d’authentification (comme 1Password, Google Authenticator ou Authy).',
      qrAlt: 'Code QR pour ajouter Tessera à une application d’authentification',
      manual: 'Ou saisissez cette clé à la main :',
      code: 'Code de l’application',
      confirm: 'Activer',
      cancel: 'Annuler',
      enabled: 'L’authentification à deux facteurs est activée.',
    },
    codes: {
      title: 'Vos codes de secours',
      intro:
        'Chaque code vous connecte une fois si vous perdez votre application d’authentification. Conservez-les en lieu sûr : ils ne seront plus affichés.',
      download: 'Télécharger',
      copy: 'Copier',
      copied: 'Codes de secours copiés.',
      done: 'Je les ai enregistrés',
      fileName: 'tessera-codes-de-secours.txt',
      fileHeading: 'Codes de secours Tessera. Chaque code fonctionne une fois.',
      regenerateTitle: 'Nouveaux codes de secours',
      regenerateIntro: 'Vos anciens codes de secours cessent de fonctionner dès que les nouveaux sont créés.',
      regenerateAction: 'Créer de nouveaux codes',
    },
    disable: {
      title: 'Désactiver l’authentification à deux facteurs',
      intro:
        'La connexion ne demandera plus que votre mot de passe ou Google. Les appareils de confiance sont oubliés.',
      action: 'Désactiver',
      disabled: 'L’authentification à deux facteurs est désactivée.',
    },
    errors: {
      alreadyOn: 'L’authentification à deux facteurs est déjà activée sur votre compte.',
      notOn: 'L’authentification à deux facteurs n’est pas activée sur votre compte.',
      notStarted:
        'Recommencez l’activation de l’authentification à deux facteurs : la configuration est introuvable ou a expiré.',
      confirmEmailFirst: 'Confirmez votre adresse e-mail avant d’activer l’authentification à deux facteurs.',
      hasPassword:
        'Votre compte a un mot de passe : saisissez-le pour activer l’authentification à deux facteurs.',
      emailCodeRequired: 'Saisissez le code que nous vous avons envoyé par e-mail.',
      wrongEmailCode: 'Ce code est incorrect ou a expiré. Demandez-en un nouveau.',
      wrongCode: 'Ce code est incorrect. Saisissez le code actuel de votre application d’authentification.',
      codeFormat: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
      qrFailed: 'Impossible d’afficher le code QR. Saisissez la clé à la main.',
      copyFailed: 'La copie a échoué. Sélectionnez les codes et copiez-les vous-même.',
    },
  },
  deletion: {
    title: 'Supprimer le compte',
    description:
      'Supprime votre compte, votre profil et vos réglages, ainsi que chaque espace de travail dont vous êtes le seul membre. Cette action est irréversible.',
    action: 'Supprimer mon compte',
    loadFailed: 'Impossible de vérifier si votre compte peut être supprimé.',
    dialogTitle: 'Supprimer votre compte ?',
    soleWorkspaces: (names) => `Ces espaces de travail seront supprimés avec lui : ${names}.`,
    confirmLabel: (email) => `Saisissez votre adresse e-mail (${email}) pour confirmer`,
    confirmMismatch: 'Saisissez votre adresse e-mail exactement comme indiquée pour confirmer.',
    submit: 'Supprimer définitivement mon compte',
    blocked: (names) =>
      `Vous êtes le seul Propriétaire de ${names}, où d’autres personnes sont membres. Nommez un autre Propriétaire sur la page Personnes (passez d’abord à cet espace de travail) ou retirez les autres membres, puis supprimez votre compte.`,
    openPeople: 'Ouvrir la page Personnes',
    deleted: 'Votre compte a été supprimé.',
  },
  exportData: {
    title: 'Télécharger mes données',
    description:
      'Un fichier JSON de tout ce que Tessera conserve à votre sujet : profil, réglages, espaces de travail et rôles, sessions, appareils, retours et les jeux de données que vous avez importés (leurs informations, pas leur contenu).',
    action: 'Télécharger mes données',
    preparing: 'Préparation de votre fichier...',
    failed: 'Impossible de télécharger vos données. Réessayez dans un instant.',
  },
  mail: {
    resetPassword: 'Réinitialiser votre mot de passe',
    twoFactorEnabled: {
      subject: 'L’authentification à deux facteurs est activée sur votre compte Tessera',
      intro: (when) =>
        `L’authentification à deux facteurs a été activée sur votre compte Tessera le ${when}. Désormais, la connexion demande un code de votre application d’authentification.`,
      notYou:
        'Si ce n’était pas vous, réinitialisez votre mot de passe et vérifiez votre compte dès maintenant :',
      action: 'Vérifier votre compte',
      reason:
        'Vous recevez cet e-mail parce que les réglages de sécurité de votre compte Tessera ont changé.',
    },
    twoFactorDisabled: {
      subject: 'L’authentification à deux facteurs est désactivée sur votre compte Tessera',
      intro: (when) =>
        `L’authentification à deux facteurs a été désactivée sur votre compte Tessera le ${when}. La connexion ne demande plus de code.`,
      notYou:
        'Si ce n’était pas vous, réinitialisez votre mot de passe et réactivez l’authentification à deux facteurs :',
      action: 'Vérifier votre compte',
      reason:
        'Vous recevez cet e-mail parce que les réglages de sécurité de votre compte Tessera ont changé.',
    },
    emailCode: {
      subject: 'Votre code de confirmation Tessera',
      purpose: {
        'two-factor':
          'Vous avez demandé à activer l’authentification à deux facteurs sur votre compte Tessera.',
        deletion: 'Vous avez demandé à supprimer votre compte Tessera.',
        'sign-in-method': 'Vous avez demandé à ajouter un mot de passe à votre compte Tessera.',
      },
      intro: (code) => `Votre code de confirmation est ${code}. Il fonctionne une fois, pendant 15 minutes.`,
      notYou:
        'Si vous ne l’avez pas demandé, quelqu’un est peut-être connecté à votre compte : déconnectez vos autres sessions sur la page Comptes.',
      action: 'Ouvrir les réglages de votre compte',
      reason:
        'Vous recevez cet e-mail parce qu’une modification de votre compte Tessera devait être confirmée.',
    },
    accountDeleted: {
      subject: 'Votre compte Tessera a été supprimé',
      intro: (when) =>
        `Votre compte Tessera et les espaces de travail dont vous étiez le seul membre ont été supprimés le ${when}. Toutes les sessions ont été déconnectées.`,
      outro: 'Nous sommes désolés de vous voir partir. Vous êtes le bienvenu à tout moment.',
      action: 'Visiter Tessera',
      reason: 'Vous recevez cet e-mail parce que le compte Tessera de cette adresse a été supprimé.',
    },
  },
};
