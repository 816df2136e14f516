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
    datasets: '/app/datasets',
    dataset: withId('/app/datasets/:id'),
    models: '/app/models',
    model: withId('/app/models/:id'),
  },
  settings: {
    root: '/settings',
    workspace: {
      overview: '/settings/workspace/overview',
      members: '/settings/workspace/members',
      billing: '/settings/workspace/billing',
      plans: '/settings/workspace/plans',
      integrations: '/settings/workspace/integrations',
      apiKeys: '/settings/workspace/api-keys',
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
    apiReference: '/api-reference',
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

/** Every fixed page path, and the patterns of those with an id, from `paths` above. */
const pagePaths = new Set<string>();
const pagePatterns: RegExp[] = [];
(function collect(node: unknown) {
  if (typeof node === 'string') pagePaths.add(node);
  else if (node && typeof node === 'object') {
    const { path } = node as { path?: unknown };
    if (typeof path === 'string') pagePatterns.push(new RegExp(`^${path.replace(':id', '[^/]+')}$`, 'i'));
    else Object.values(node).forEach(collect);
  }
})(paths);

/**
 * Whether a URL path names one of the app's pages, matched as the router matches (any case, a trailing slash
 * allowed); the server answers any other path 404, with the app to show the not-found page.
 */
export function isPagePath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pagePaths.has(trimmed.toLowerCase()) || pagePatterns.some((pattern) => pattern.test(trimmed));
}
