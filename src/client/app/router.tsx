import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { RouteErrorBoundary } from '@/client/features/errors/route-error-boundary';
import { settingsPaths } from '@/client/features/settings/settings-pages';
import { paths } from '@/shared/paths';
import { RootLayout } from './routes/layouts/root';

type RouteModule = { default: React.ComponentType };
type Load = () => Promise<RouteModule>;

/** A lazily loaded page with its own 'Page Error' boundary. */
const page = (path: string | undefined, load: Load): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ErrorBoundary: RouteErrorBoundary,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A pathless layout route, loaded with its first page. */
const layout = (load: Load, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await load()).default }),
  ErrorBoundary: RouteErrorBoundary,
  children,
});

/** Routes that talk to the API sit under the layout that provides the query cache and the auth state. */
const dataLayout = (children: RouteObject[]) => layout(() => import('./routes/layouts/data'), children);

/** Pages for a signed-in user only; anyone else is sent to /login and brought back after. */
const requireAuth = (children: RouteObject[]) =>
  layout(() => import('./routes/layouts/require-auth'), children);

/** Pages for a global admin only (the server checks every request too). */
const requireAdmin = (children: RouteObject[]) =>
  layout(() => import('./routes/layouts/require-admin'), children);

/**
 * Settings screens come from the navigation list: each path's route module mirrors its URL
 * (`/settings/workspace/members` → `routes/settings/workspace/members.tsx`); a path without one is a
 * title-only screen.
 */
const settingsModules = import.meta.glob<RouteModule>('./routes/settings/**/*.tsx');
const settingsRoutes = settingsPaths.map((path) =>
  page(path, settingsModules[`./routes${path}.tsx`] ?? (() => import('./routes/settings/title-only'))),
);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      layout(
        () => import('./routes/layouts/marketing'),
        [
          page(undefined, () => import('./routes/marketing/home')),
          page(paths.marketing.manifesto, () => import('./routes/marketing/manifesto')),
          page(paths.marketing.ourTeam, () => import('./routes/marketing/our-team')),
          page(paths.marketing.privacy, () => import('./routes/marketing/privacy')),
          page(paths.marketing.terms, () => import('./routes/marketing/terms')),
          page(paths.marketing.cookies, () => import('./routes/marketing/cookies')),
          page(paths.marketing.early, () => import('./routes/marketing/early')),
          page(paths.marketing.demo, () => import('./routes/marketing/demo')),
          page(paths.marketing.marketplace, () => import('./routes/marketing/marketplace')),
          page(paths.marketing.dsm, () => import('./routes/marketing/dsm')),
          dataLayout([page(paths.other.feedback, () => import('./routes/feedback'))]),
          page('*', () => import('./routes/marketing/not-found')),
        ],
      ),
      // One data layout for the account pages and the app, so the signed-in state read at login carries on
      // into /app and /onboarding rather than being read again.
      dataLayout([
        layout(
          () => import('./routes/layouts/auth'),
          [
            page(paths.auth.login, () => import('./routes/auth/login')),
            page(paths.auth.loginTwoFactor, () => import('./routes/auth/login-two-factor')),
            page(paths.auth.signup, () => import('./routes/auth/signup')),
            page(paths.auth.logout, () => import('./routes/auth/logout')),
            page(paths.auth.forgotPassword, () => import('./routes/auth/forgot-password')),
            page(paths.auth.resetPassword, () => import('./routes/auth/reset-password')),
            page(paths.auth.callback, () => import('./routes/auth/callback')),
            page(paths.invite.path, () => import('./routes/invite')),
            requireAuth([page(paths.auth.onboarding, () => import('./routes/auth/onboarding'))]),
          ],
        ),
        requireAuth([
          layout(
            () => import('./routes/layouts/app'),
            [
              {
                path: paths.app.root,
                children: [
                  { index: true, loader: () => redirect(paths.app.home) },
                  page(paths.app.home, () => import('./routes/app/home')),
                  page(paths.app.playground, () => import('./routes/app/playground')),
                  page(paths.app.marketplace, () => import('./routes/app/marketplace')),
                ],
              },
              page(paths.other.whatsNew, () => import('./routes/whats-new')),
              page(paths.other.earlyAccess, () => import('./routes/early-access')),
              page(paths.other.inviteFriends, () => import('./routes/invite-friends')),
            ],
          ),
          requireAdmin([
            layout(
              () => import('./routes/layouts/admin'),
              [
                { path: paths.admin.root, loader: () => redirect(paths.admin.dashboard) },
                page(paths.admin.dashboard, () => import('./routes/admin/dashboard')),
                page(paths.admin.users, () => import('./routes/admin/users')),
                page(paths.admin.user.path, () => import('./routes/admin/user')),
                page(paths.admin.feedback, () => import('./routes/admin/feedback')),
                page(paths.admin.audit, () => import('./routes/admin/audit')),
              ],
            ),
          ]),
          layout(
            () => import('./routes/layouts/settings'),
            [
              { path: paths.settings.root, loader: () => redirect(paths.settings.workspace.overview) },
              ...settingsRoutes,
            ],
          ),
        ]),
      ]),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
