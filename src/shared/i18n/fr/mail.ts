import type { mailMessages as en } from '../en/mail';
import type { Translation } from '../catalogue-types';

export const mailMessages: Translation<typeof en> = {
  layout: {
    brand: 'Tessera',
    greeting: (name) => `Bonjour ${name},`,
    greetingWithoutName: 'Bonjour,',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'L’équipe Tessera',
  },
  emailConfirmation: {
    subject: 'Confirmez votre adresse e-mail pour Tessera',
    intro:
      'Merci de votre inscription. Veuillez confirmer votre adresse e-mail pour terminer la configuration de votre compte Tessera.',
    action: 'Confirmer l’adresse e-mail',
    outro: 'Si vous n’avez pas créé de compte Tessera, vous pouvez ignorer cet e-mail.',
    reason: 'Vous recevez cet e-mail car cette adresse a été utilisée pour s’inscrire sur Tessera.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Tessera',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Tessera.',
    action: 'Réinitialiser le mot de passe',
    expiry: 'Ce lien ne fonctionne qu’une fois et expire dans un délai d’une heure.',
    outro:
      'Si vous n’avez pas demandé de nouveau mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
    reason:
      'Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour cette adresse.',
  },
  googleAccountNotice: {
    subject: 'Comment vous connecter à Tessera',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Tessera.',
    notice: 'Ce compte utilise la connexion avec Google. Veuillez plutôt vous connecter avec Google.',
    action: 'Se connecter à Tessera',
    outro: 'Si vous n’avez pas demandé de nouveau mot de passe, vous pouvez ignorer cet e-mail.',
    reason:
      'Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour cette adresse.',
  },
  passwordChanged: {
    subject: 'Le mot de passe de votre compte Tessera a été modifié',
    intro: (when) =>
      `Le mot de passe de votre compte Tessera a été modifié le ${when}, et toutes les sessions ont été fermées.`,
    outro: 'Si c’était vous, vous n’avez rien d’autre à faire.',
    notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant :',
    action: 'Réinitialiser le mot de passe',
    reason: 'Vous recevez cet e-mail car le mot de passe de votre compte Tessera a été modifié.',
  },
  signUpAttempt: {
    subject: 'Quelqu’un a essayé de s’inscrire avec votre adresse e-mail',
    intro:
      'Quelqu’un vient d’essayer de créer un compte Tessera avec cette adresse e-mail. Vous avez déjà un compte : rien n’a été modifié et aucun nouveau compte n’a été créé.',
    action: 'Se connecter à Tessera',
    reset: 'Mot de passe oublié ? Réinitialisez-le ici',
    outro:
      'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : seule une personne capable de le lire peut se connecter.',
    reason: 'Vous recevez cet e-mail car quelqu’un a essayé de s’inscrire sur Tessera avec cette adresse.',
  },
  workspaceInvitation: {
    someone: 'Un membre de Tessera',
    aWorkspace: 'un espace de travail',
    subject: (inviterName, workspaceName) => `${inviterName} vous invite dans ${workspaceName} sur Tessera`,
    greeting: 'Bonjour,',
    intro: (inviterName, workspaceName) =>
      `${inviterName} vous invite à rejoindre ${workspaceName} sur Tessera.`,
    action: 'Accepter l’invitation',
    outro: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
    reason:
      'Vous recevez cet e-mail car un membre de Tessera a invité cette adresse dans son espace de travail.',
  },
};
