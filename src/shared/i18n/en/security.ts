import { plural } from '../plural';

/** Account security on the Accounts page: two-factor, deleting the account, downloading one's data, and their emails. */
export const securityMessages = {
  confirm: {
    password: 'Password',
    code: 'Authenticator or backup code',
    passwordRequired: 'Enter your password to confirm.',
    codeRequired: 'Enter a code from your authenticator app, or a backup code.',
  },
  twoFactor: {
    title: 'Two-factor authentication',
    description:
      'Ask for a code from an authenticator app, as well as your password or Google, whenever you sign in.',
    on: 'On',
    off: 'Off',
    loadFailed: 'Your two-factor settings could not be loaded.',
    backupCodesLeft: (count: number) =>
      `${count} ${plural('en', count, { one: 'backup code', other: 'backup codes' })} left.`,
    turnOn: 'Turn on two-factor',
    turnOff: 'Turn off two-factor',
    regenerate: 'New backup codes',
    forgetDevices: 'Forget all trusted devices',
    forgetDevicesHelp: (count: number) =>
      count === 0
        ? 'No device skips the code at the moment.'
        : `${count} ${plural('en', count, { one: 'device skips', other: 'devices skip' })} the code for 30 days after you chose "Trust this device".`,
    devicesForgotten: 'Every trusted device will be asked for a code at its next sign-in.',
    enrol: {
      title: 'Turn on two-factor',
      passwordIntro: 'Enter your password to start.',
      emailIntro:
        'Your account signs in with Google and has no password, so we confirm it is you with a code sent to your email address.',
      sendEmailCode: 'Email me a code',
      emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}. It works for 15 minutes.`,
      emailCode: 'Code from the email',
      start: 'Continue',
      scan: 'Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Authy).',
      qrAlt: 'QR code to add Tessera to an authenticator app',
      manual: 'Or enter this key by hand:',
      code: 'Code from the app',
      confirm: 'Turn on',
      cancel: 'Cancel',
      enabled: 'Two-factor is on.',
    },
    codes: {
      title: 'Your backup codes',
      intro:
        'Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they will not be shown again.',
      download: 'Download',
      copy: 'Copy',
      copied: 'Backup codes copied.',
      done: 'I have saved them',
      fileName: 'tessera-backup-codes.txt',
      fileHeading: 'Tessera backup codes. Each code works once.',
      regenerateTitle: 'New backup codes',
      regenerateIntro: 'Your old backup codes stop working as soon as the new ones are made.',
      regenerateAction: 'Make new codes',
    },
    disable: {
      title: 'Turn off two-factor',
      intro: 'Signing in will only need your password or Google. Trusted devices are forgotten.',
      action: 'Turn off',
      disabled: 'Two-factor is off.',
    },
    errors: {
      alreadyOn: 'Two-factor is already on for your account.',
      notOn: 'Two-factor is not on for your account.',
      notStarted: 'Start turning on two-factor again: the setup was not found or has expired.',
      confirmEmailFirst: 'Confirm your email address before you turn on two-factor.',
      hasPassword: 'Your account has a password: enter it to turn on two-factor.',
      emailCodeRequired: 'Enter the code we emailed you.',
      wrongEmailCode: 'That code is not correct or has expired. Ask for a new one.',
      wrongCode: 'That code is not correct. Enter the current code from your authenticator app.',
      codeFormat: 'Enter the 6-digit code from your authenticator app.',
      qrFailed: 'The QR code could not be drawn. Enter the key by hand instead.',
      copyFailed: 'Copying failed. Select the codes and copy them yourself.',
    },
  },
  deletion: {
    title: 'Delete account',
    description:
      'Deletes your account, your profile and settings, and every workspace where you are the only member. This cannot be undone.',
    action: 'Delete my account',
    loadFailed: 'We could not check whether your account can be deleted.',
    dialogTitle: 'Delete your account?',
    soleWorkspaces: (names: string) => `These workspaces will be deleted with it: ${names}.`,
    confirmLabel: (email: string) => `Type your email address (${email}) to confirm`,
    confirmMismatch: 'Type your email address exactly as shown to confirm.',
    submit: 'Delete my account forever',
    blocked: (names: string) =>
      `You are the only Owner of ${names}, where other people are members. Make someone else an Owner on the People page (switch to that workspace first), or remove the other members, then delete your account.`,
    openPeople: 'Open the People page',
    deleted: 'Your account has been deleted.',
  },
  exportData: {
    title: 'Download my data',
    description:
      'A JSON file of everything Tessera holds about you: profile, settings, workspaces and roles, sessions, devices, feedback and the datasets you uploaded (their details, not their contents).',
    action: 'Download my data',
    preparing: 'Preparing your file...',
    failed: 'Your data could not be downloaded. Try again in a moment.',
  },
  mail: {
    resetPassword: 'Reset your password',
    twoFactorEnabled: {
      subject: 'Two-factor authentication is on for your Tessera account',
      intro: (when: string) =>
        `Two-factor authentication was turned on for your Tessera account on ${when}. From now on, signing in asks for a code from your authenticator app.`,
      notYou: 'If this was not you, reset your password and review your account now:',
      action: 'Review your account',
      reason: 'You received this email because the security settings of your Tessera account changed.',
    },
    twoFactorDisabled: {
      subject: 'Two-factor authentication is off for your Tessera account',
      intro: (when: string) =>
        `Two-factor authentication was turned off for your Tessera account on ${when}. Signing in no longer asks for a code.`,
      notYou: 'If this was not you, reset your password and turn two-factor on again:',
      action: 'Review your account',
      reason: 'You received this email because the security settings of your Tessera account changed.',
    },
    emailCode: {
      subject: 'Your Tessera confirmation code',
      purpose: {
        'two-factor': 'You asked to turn on two-factor authentication for your Tessera account.',
        deletion: 'You asked to delete your Tessera account.',
        'sign-in-method': 'You asked to add a password to your Tessera account.',
      },
      intro: (code: string) => `Your confirmation code is ${code}. It works once, for 15 minutes.`,
      notYou:
        'If you did not ask for it, someone may be signed in to your account: sign out of your other sessions on the Accounts page.',
      action: 'Open your account settings',
      reason: 'You received this email because a change to your Tessera account needed confirming.',
    },
    accountDeleted: {
      subject: 'Your Tessera account was deleted',
      intro: (when: string) =>
        `Your Tessera account and the workspaces where you were the only member were deleted on ${when}. Every session was signed out.`,
      outro: 'We are sorry to see you go. You are welcome back any time.',
      action: 'Visit Tessera',
      reason: 'You received this email because the Tessera account for this address was deleted.',
    },
  },
} as const;
