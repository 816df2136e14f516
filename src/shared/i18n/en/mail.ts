/** Transactional emails: subjects and body copy (docs/product.md#security). Values are plain text; templates escape them. */
export const mailMessages = {
  layout: {
    brand: 'Tessera',
    greeting: (name: string) => `Hi ${name},`,
    greetingWithoutName: 'Hello,',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The Tessera team',
  },
  emailConfirmation: {
    subject: 'Confirm your email address for Tessera',
    intro:
      'Thanks for signing up. Please confirm your email address to finish setting up your Tessera account.',
    action: 'Confirm email address',
    outro: 'If you did not create a Tessera account, you can ignore this email.',
    reason: 'You received this email because this address was used to sign up for Tessera.',
  },
  passwordReset: {
    subject: 'Reset your Tessera password',
    intro: 'We received a request to reset the password of your Tessera account.',
    action: 'Reset password',
    expiry: 'This link works once and expires within 1 hour.',
    outro: 'If you did not ask for a new password, you can ignore this email: your password stays the same.',
    reason: 'You received this email because a password reset was requested for this address.',
  },
  googleAccountNotice: {
    subject: 'How to sign in to Tessera',
    intro: 'We received a request to reset the password of your Tessera account.',
    notice: 'This account uses Google Sign In. Please sign in with Google instead.',
    action: 'Sign in to Tessera',
    outro: 'If you did not ask for a new password, you can ignore this email.',
    reason: 'You received this email because a password reset was requested for this address.',
  },
  passwordChanged: {
    subject: 'Your Tessera password was changed',
    intro: (when: string) =>
      `The password of your Tessera account was changed on ${when}, and every session was signed out.`,
    outro: 'If this was you, there is nothing else to do.',
    notYou: 'If it was not you, reset your password now:',
    action: 'Reset password',
    reason: 'You received this email because the password of your Tessera account changed.',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up with your email address',
    intro:
      'Someone just tried to create a Tessera account with this email address. You already have an account, so nothing was changed and no new account was made.',
    action: 'Sign in to Tessera',
    reset: 'Forgot your password? Reset it here',
    outro: 'If this was not you, you can ignore this email: only someone who can read it can sign in.',
    reason: 'You received this email because someone tried to sign up for Tessera with this address.',
  },
  workspaceInvitation: {
    someone: 'A Tessera member',
    aWorkspace: 'a workspace',
    subject: (inviterName: string, workspaceName: string) =>
      `${inviterName} invited you to ${workspaceName} on Tessera`,
    greeting: 'Hello,',
    intro: (inviterName: string, workspaceName: string) =>
      `${inviterName} invited you to join ${workspaceName} on Tessera.`,
    action: 'Accept invitation',
    outro: 'If you were not expecting this invitation, you can ignore this email.',
    reason: 'You received this email because a Tessera member invited this address to their workspace.',
  },
} as const;
