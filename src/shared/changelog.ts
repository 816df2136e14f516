/**
 * What changed in Tessera, newest first: the What's new page lists it. Each release sums up the commits that
 * made it (`git log`); add one when a change reaches users.
 */
export type Release = { version: string; date: string; title: string; changes: readonly string[] };

export const changelog: readonly Release[] = [
  {
    version: '0.5.0',
    date: '2026-11-22',
    title: 'Your settings, your way',
    changes: [
      'General settings: dark or light theme, six languages and your time zone, saved to your account and applied at once.',
      'Apps: connect Linear, Notion, Figma, Zoom and Slack to your own account; search them as you type.',
      'Shortcuts lists every keyboard shortcut, starting with Ctrl+K (⌘K) for the command bar.',
      'Early access and Invite friends: join the programme, or invite someone to sign up by email.',
    ],
  },
  {
    version: '0.4.0',
    date: '2026-11-22',
    title: 'Workspace settings',
    changes: [
      'Overview: rename your workspace and upload its avatar.',
      'People: invite teammates by email, give them roles and manage their access.',
      'Billing, plans and data streams, connected for the whole workspace.',
    ],
  },
  {
    version: '0.3.0',
    date: '2026-11-22',
    title: 'Safer accounts',
    changes: [
      'Two-factor sign-in with an authenticator app and backup codes.',
      'Password resets sign out every session and send you a notice.',
      'Limits on repeated sign-in attempts that never lock you out of your own account.',
    ],
  },
  {
    version: '0.2.0',
    date: '2026-11-22',
    title: 'Accounts',
    changes: [
      'Sign up with your email or with Google, and reset a forgotten password by email.',
      'Onboarding asks your name and role, then takes you to your workspace.',
    ],
  },
  {
    version: '0.1.0',
    date: '2026-11-22',
    title: 'Hello, Tessera',
    changes: [
      'The public site: home, manifesto, team, privacy, terms and cookies, in light and dark themes.',
      'Send us feedback from any page.',
    ],
  },
];
