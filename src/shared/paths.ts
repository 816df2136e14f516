/** A path with parameters: `path` for the router, `href()` for links. */
const withId = (path: `${string}/:id`) => ({
  path,
  href: (id: string) => path.replace(':id', encodeURIComponent(id)),
});

/**
 * Every page's path in one place, nested by area: the router, links, redirects, the sitemap and the links
 * in emails all use these.
 */
export const paths = {
  home: '/',
  marketing: {
    manifesto: '/manifesto',
    ourTeam: '/our-team',
    privacy: '/privacy',
    terms: '/terms',
    cookies: '/cookies',
    early: '/early',
    demo: '/demo',
    marketplace: '/marketplace',
    dsm: '/dsm',
  },
  auth: {
    login: '/login',
    loginTwoFactor: '/login/two-factor',
    signup: '/signup',
    logout: '/logout',
    forgotPassword: '/forgot-password',
    resetPassword: '/reset-password',
    callback: '/auth/callback',
    onboarding: '/onboarding',
  },
  app: {
    root: '/app',
    home: '/app/home',
    playground: '/app/playground',
    marketplace: '/app/marketplace',
  },
  settings: {
    root: '/settings',
    workspace: {
      overview: '/settings/workspace/overview',
      members: '/settings/workspace/members',
      billing: '/settings/workspace/billing',
      plans: '/settings/workspace/plans',
      integrations: '/settings/workspace/integrations',
    },
    profile: '/settings/profile',
    accounts: '/settings/accounts',
    apps: '/settings/integrations',
    general: '/settings/general',
    appearance: '/settings/appearance',
    calendars: '/settings/calendars',
    lists: '/settings/lists',
    todos: '/settings/todos',
    meetings: '/settings/meetings',
    quickAccess: '/settings/quick-access',
    shortcuts: '/settings/shortcuts',
    downloadApps: '/settings/download-apps',
  },
  other: {
    whatsNew: '/whats-new',
    earlyAccess: '/early-access',
    inviteFriends: '/invite-friends',
    feedback: '/feedback',
  },
  invite: withId('/invite/:id'),
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    user: withId('/admin/users/:id'),
    feedback: '/admin/feedback',
    audit: '/admin/audit',
  },
} as const;

/** The query parameter a link (in a mail) names its workspace with; the app switches to it when opened. */
export const workspaceLinkParam = 'workspace';

/** A signed-in page, opened in the given workspace. */
export const inWorkspace = (path: string, workspaceId: string) =>
  `${path}?${new URLSearchParams({ [workspaceLinkParam]: workspaceId })}`;
