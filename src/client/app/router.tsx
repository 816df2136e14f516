import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingPage } from '@/client/components/content-page';
import { RouteErrorBoundary } from '@/client/features/errors/route-error-boundary';
import { settingsPaths } from '@/client/features/settings/settings-pages';
import { paths } from '@/shared/paths';
import { publicPages, type LoadPage, type PageModule } from './public-pages';
import { RootLayout } from './routes/layouts/root';

/**
 * A route's component, loaded on first use. Should its code fail to load (offline, a new deploy), the route
 * shows its 'Page Error' with a retry: React Router itself would leave the lazy route in place and render
 * nothing at all.
 */
const lazyComponent = (load: LoadPage) => async (): Promise<Pick<RouteObject, 'Component' | 'loader'>> => {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    return {
      loader: () => {
        throw error;
      },
    };
  }
};

/** A lazily loaded page with its own 'Page Error' boundary. */
const page = (path: string | undefined, load: LoadPage): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ErrorBoundary: RouteErrorBoundary,
  lazy: lazyComponent(load),
});

/** A public page, from the same module it loads without the router (docs/decisions/026). */
const publicPage = (path: string) => page(path === paths.home ? undefined : path, publicPages[path]!.load);

/** A pathless layout route, loaded with its first page. */
const layout = (load: LoadPage, children: RouteObject[]): RouteObject => ({
  lazy: lazyComponent(load),
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
const settingsModules = import.meta.glob<PageModule>('./routes/settings/**/*.tsx');
const settingsRoutes = settingsPaths.map((path) =>
  page(path, settingsModules[`./routes${path}.tsx`] ?? (() => import('./routes/settings/title-only'))),
);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: LoadingPage,
    children: [
      layout(
        () => import('./routes/layouts/marketing'),
        [
          publicPage(paths.home),
          publicPage(paths.marketing.manifesto),
          publicPage(paths.marketing.ourTeam),
          publicPage(paths.marketing.privacy),
          publicPage(paths.marketing.terms),
          publicPage(paths.marketing.cookies),
          publicPage(paths.marketing.early),
          publicPage(paths.marketing.demo),
          publicPage(paths.marketing.marketplace),
          publicPage(paths.marketing.dsm),
          dataLayout([publicPage(paths.other.feedback)]),
        ],
      ),
      // One data layout for the account pages and the app, so the signed-in state read at login carries on
      // into /app and /onboarding rather than being read again.
      dataLayout([
        layout(
          () => import('./routes/layouts/auth'),
          [
            publicPage(paths.auth.login),
            page(paths.auth.loginTwoFactor, () => import('./routes/auth/login-two-factor')),
            publicPage(paths.auth.signup),
            page(paths.auth.logout, () => import('./routes/auth/logout')),
            publicPage(paths.auth.forgotPassword),
            publicPage(paths.auth.resetPassword),
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
                  page(paths.app.datasets, () => import('./routes/app/datasets')),
                  page(paths.app.dataset.path, () => import('./routes/app/dataset')),
                  page(paths.app.models, () => import('./routes/app/models')),
                  page(paths.app.model.path, () => import('./routes/app/model')),
                ],
              },
              page(paths.other.whatsNew, () => import('./routes/whats-new')),
              page(paths.other.apiReference, () => import('./routes/api-reference')),
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
        // Any other path: the not-found page in the frame the user is in (the server answers it 404).
        page('*', () => import('./routes/not-found')),
      ]),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
