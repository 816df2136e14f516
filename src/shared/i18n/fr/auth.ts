import type { authMessages as en } from '../en/auth';
import type { Translation } from '../catalogue-types';

export const authMessages: Translation<typeof en> = {
  validation: {
    emailRequired: 'L’adresse e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
    passwordMax: 'Le mot de passe doit contenir au plus 128 caractères',
    passwordUppercase: 'Le mot de passe doit contenir au moins une lettre majuscule',
    passwordLowercase: 'Le mot de passe doit contenir au moins une lettre minuscule',
    passwordNumber: 'Le mot de passe doit contenir au moins un chiffre',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    passwordsDontMatch: 'Les mots de passe ne correspondent pas',
    fullNameMin: 'Le nom complet doit contenir au moins 2 caractères',
    fullNameRequired: 'Le nom complet est obligatoire',
    fullNameInvisible:
      'Le nom complet ne peut pas contenir de caractères de contrôle ou de mise en forme invisibles',
    roleRequired: 'Veuillez choisir un rôle',
    acceptTerms: 'Vous devez accepter les conditions générales',
    profileNameEmpty: 'Le nom ne peut pas être vide',
    profileNameMin: 'Le nom doit contenir au moins 3 caractères',
    profileNameMax: 'Le nom doit contenir moins de 50 caractères',
    profileNameChars:
      'Le nom ne peut contenir que des lettres, des chiffres, des espaces, des traits d’union et des points',
    profileNameError: 'Erreur de nom de profil : ',
    invalidPassword: 'Mot de passe non valide',
  },
  errors: {
    invalidResetLink: 'Lien de réinitialisation non valide ou expiré. Veuillez en demander un nouveau.',
    cannotConnect: 'Impossible de se connecter au serveur. Veuillez réessayer plus tard.',
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect',
    invalidCredentialsOrUnconfirmed:
      'Adresse e-mail ou mot de passe incorrect. Si vous venez de vous inscrire, confirmez d’abord votre adresse e-mail avec le lien que nous vous avons envoyé.',
    loginFailedAfterRetries: 'La connexion a échoué après plusieurs tentatives.',
    unexpected: 'Une erreur inattendue s’est produite',
    tooManyResetAttempts: 'Trop de tentatives de réinitialisation. Veuillez réessayer plus tard.',
    authenticationCancelled: 'Authentification annulée',
    unableToEstablishSession: 'Impossible d’ouvrir la session. Veuillez réessayer.',
    authenticationFailed: 'Échec de l’authentification',
    unableToProcess: 'Impossible de traiter la demande. Veuillez réessayer plus tard.',
    resetFailed: 'La réinitialisation du mot de passe a échoué',
    missingResetToken: 'Jeton de réinitialisation non valide ou manquant',
    googleAccount: 'Ce compte utilise la connexion avec Google. Veuillez plutôt vous connecter avec Google.',
    accountExists: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
    emailNotVerified:
      'Veuillez d’abord confirmer votre adresse e-mail. Suivez le lien que nous vous avons envoyé, puis connectez-vous.',
    signOutFailed: 'Impossible de vous déconnecter. Veuillez réessayer.',
  },
  toasts: {
    loggedIn: 'Connexion réussie',
    sessionCreationFailed: 'Connecté, mais la création de la session a échoué',
    passwordReset:
      'Mot de passe réinitialisé ! Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    resetRequested: 'Si un compte existe, vous recevrez sous peu les instructions de réinitialisation.',
    signedIn: 'Connexion réussie !',
    completeProfile: 'Veuillez compléter votre profil',
    setupComplete: 'Configuration terminée ! Bienvenue sur Tessera',
  },
  profile: {
    updateFailed: 'La mise à jour du profil a échoué',
    noUser: 'Aucun utilisateur trouvé',
    noData: 'La mise à jour n’a renvoyé aucune donnée',
    savePreferencesFailed: 'Impossible d’enregistrer vos préférences',
    loadFailed: 'Impossible de charger le profil',
  },
  callback: {
    completing: 'Finalisation de la connexion...',
    title: 'Connexion',
  },
  fields: {
    email: 'E-mail',
    emailPlaceholder: 'vous@exemple.com',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    fullName: 'Nom complet',
    professionalRole: 'Rôle',
    professionalRolePlaceholder: 'Choisissez ou saisissez votre rôle',
    professionalRoleHint: 'Choisissez une des suggestions ou saisissez le vôtre.',
    formCleared: 'Formulaire effacé',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    showPasswords: 'Afficher les mots de passe',
    hidePasswords: 'Masquer les mots de passe',
    passwordHint: 'Au moins 6 caractères, dont une majuscule, une minuscule et un chiffre.',
  },
  login: {
    title: 'Se connecter',
    description: 'Bon retour parmi nous. Connectez-vous à votre espace de travail Tessera.',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    forgotPassword: 'Mot de passe oublié ?',
    noAccount: 'Nouveau sur Tessera ?',
    signupLink: 'Créer un compte',
  },
  google: {
    continue: 'Continuer avec Google',
    redirecting: 'Redirection vers Google…',
    divider: 'ou',
  },
  signup: {
    title: 'Créez votre compte',
    description: 'Commencez à transformer des données éparpillées en analyses avec Tessera.',
    submit: 'Créer un compte',
    submitting: 'Création du compte…',
    haveAccount: 'Vous avez déjà un compte ?',
    loginLink: 'Se connecter',
    checkEmailTitle: 'Consultez vos e-mails',
    checkEmailBody: (email) =>
      `Nous avons envoyé un lien de confirmation à ${email}. Suivez-le pour terminer la création de votre compte.`,
    checkEmailHint:
      'Ouvrez le lien dans ce navigateur pour être connecté immédiatement ; ailleurs, il vous sera demandé de choisir à nouveau votre mot de passe.',
    checkInbox: (email) =>
      `Bienvenue ! Consultez votre boîte de réception : nous avons envoyé un lien pour confirmer ${email}.`,
    confirmationNote:
      'Nous vous enverrons un lien pour confirmer votre adresse avant que vous puissiez vous connecter.',
    backToLogin: 'Retour à la connexion',
  },
  forgotPassword: {
    title: 'Mot de passe oublié ?',
    description:
      'Saisissez l’adresse e-mail de votre compte et nous vous enverrons les instructions de réinitialisation.',
    submit: 'Envoyer les instructions',
    submitting: 'Envoi…',
    backToLogin: 'Retour à la connexion',
    doneTitle: 'Consultez vos e-mails',
    doneBody:
      'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé les instructions pour réinitialiser votre mot de passe.',
    returnToLogin: 'Revenir à la connexion',
  },
  resetPassword: {
    title: 'Définir un nouveau mot de passe',
    description: 'Choisissez un nouveau mot de passe pour votre compte.',
    submit: 'Réinitialiser le mot de passe',
    submitting: 'Réinitialisation…',
    requestNewLink: 'Demander un nouveau lien',
    claimedTitle: 'Votre adresse e-mail est confirmée',
    claimedDescription:
      'Choisissez le mot de passe de votre compte. Désormais, seul un mot de passe choisi après la confirmation de l’adresse fonctionne.',
  },
  twoFactor: {
    title: 'Authentification à deux facteurs',
    description:
      'Saisissez le code à 6 chiffres de votre application d’authentification pour terminer la connexion.',
    backupDescription:
      'Saisissez l’un des codes de secours enregistrés lors de l’activation de l’authentification à deux facteurs. Chacun ne fonctionne qu’une fois.',
    code: 'Code d’authentification',
    backupCode: 'Code de secours',
    useBackupCode: 'Utiliser plutôt un code de secours',
    useAuthenticator: 'Utiliser plutôt votre application d’authentification',
    trustDevice: 'Faire confiance à cet appareil pendant 30 jours',
    submit: 'Vérifier',
    submitting: 'Vérification…',
    invalidCode: 'Ce code n’est pas valide. Vérifiez-le et réessayez.',
    codeRequired: 'Saisissez le code',
    expired: 'Cette connexion a expiré. Veuillez vous reconnecter.',
    backToLogin: 'Retour à la connexion',
    confirmEmailFirst:
      'Confirmez votre adresse e-mail avant d’activer l’authentification à deux facteurs : suivez le lien que nous vous avons envoyé.',
  },
  logout: {
    title: 'Se déconnecter',
    signingOut: 'Déconnexion…',
  },
};
