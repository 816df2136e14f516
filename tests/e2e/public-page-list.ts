/** The marketing site's pages and each one's main heading (SPEC §1), as a visitor finds them. */
export const marketingPages = [
  { path: '/', heading: 'Turn scattered data into insight, together.' },
  { path: '/manifesto', heading: /manifesto/i },
  { path: '/our-team', heading: 'Our Team' },
  { path: '/privacy', heading: /privacy policy/i },
  { path: '/terms', heading: /terms of service/i },
  { path: '/cookies', heading: /cookie/i },
  { path: '/early', heading: /early/i },
  { path: '/demo', heading: /demo|tour|walkthrough/i },
  { path: '/marketplace', heading: 'Marketplace' },
  { path: '/dsm', heading: /design system/i },
  { path: '/feedback', heading: 'Feedback' },
];

/** Every public page: the marketing site and the signed-out account pages, all pre-rendered (docs/decisions/021). */
export const publicPages = [
  ...marketingPages,
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=from-the-email', heading: 'Set a new password' },
];
