/**
 * What's new: each release's title and changes, keyed by version in `src/shared/changelog.ts` (which holds the
 * versions and dates). Add a release there and its words here, in every language.
 */
export const changelogMessages = {
  '0.5.0': {
    title: 'Your settings, your way',
    changes: [
      'General settings: dark or light theme, six languages and your time zone, saved to your account and applied at once.',
      'Apps: connect Linear, Notion, Figma, Zoom and Slack to your own account; search them as you type.',
      'Shortcuts lists every keyboard shortcut, starting with Ctrl+K (⌘K) for the command bar.',
      'Early access and Invite friends: join the programme, or invite someone to sign up by email.',
    ],
  },
  '0.4.0': {
    title: 'Workspace settings',
    changes: [
      'Overview: rename your workspace and upload its avatar.',
      'People: invite teammates by email, give them roles and manage their access.',
      'Billing, plans and data streams, connected for the whole workspace.',
    ],
  },
  '0.3.0': {
    title: 'Safer accounts',
    changes: [
      'Two-factor sign-in with an authenticator app and backup codes.',
      'Password resets sign out every session and send you a notice.',
      'Limits on repeated sign-in attempts that never lock you out of your own account.',
    ],
  },
  '0.2.0': {
    title: 'Accounts',
    changes: [
      'Sign up with your email or with Google, and reset a forgotten password by email.',
      'Onboarding asks your name and role, then takes you to your workspace.',
    ],
  },
  '0.1.0': {
    title: 'Hello, Tessera',
    changes: [
      'The public site: home, manifesto, team, privacy, terms and cookies, in light and dark themes.',
      'Send us feedback from any page.',
    ],
  },
} as const;
