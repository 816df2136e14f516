import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { paths } from '@/shared/paths';
import { RouteErrorBoundary } from '@/client/features/errors/route-error-boundary';
import { RootLayout } from './root-layout';

type RouteModule = { default: React.ComponentType };

/** A lazily loaded page with its own 'Page Error' boundary. */
const page = (path: string | undefined, load: () => Promise<RouteModule>): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ErrorBoundary: RouteErrorBoundary,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A pathless layout route, loaded with its first page. */
const layout = (load: () => Promise<RouteModule>, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await load()).default }),
  ErrorBoundary: RouteErrorBoundary,
  children,
});

/** Routes that talk to the API sit under the layout that provides the query cache and the auth state. */
const dataLayout = (children: RouteObject[]) => layout(() => import('./routes/data-layout'), children);

/** Pages for a signed-in user only; anyone else is sent to /login and brought back after. */
const requireAuth = (children: RouteObject[]) => layout(() => import('./routes/require-auth'), children);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      {
        lazy: async () => ({ Component: (await import('./routes/marketing-layout')).default }),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page(undefined, () => import('./routes/home')),
          page(paths.manifesto, () => import('./routes/manifesto')),
          page(paths.ourTeam, () => import('./routes/our-team')),
          page(paths.privacy, () => import('./routes/privacy')),
          page(paths.terms, () => import('./routes/terms')),
          page(paths.cookies, () => import('./routes/cookies')),
          page(paths.early, () => import('./routes/early')),
          page(paths.demo, () => import('./routes/demo')),
          page(paths.marketplace, () => import('./routes/marketplace')),
          page(paths.dsm, () => import('./routes/dsm')),
          dataLayout([page(paths.feedback, () => import('./routes/feedback'))]),
          page('*', () => import('./routes/not-found')),
        ],
      },
      // One data layout for the account pages and the app, so the signed-in state read at login carries on
      // into /app and /onboarding rather than being read again.
      dataLayout([
        layout(
          () => import('./routes/auth-layout'),
          [
            page(paths.login, () => import('./routes/login')),
            page(paths.loginTwoFactor, () => import('./routes/login-two-factor')),
            page(paths.signup, () => import('./routes/signup')),
            page(paths.logout, () => import('./routes/logout')),
            page(paths.forgotPassword, () => import('./routes/forgot-password')),
            page(paths.resetPassword, () => import('./routes/reset-password')),
            page(paths.authCallback, () => import('./routes/auth-callback')),
            requireAuth([page(paths.onboarding, () => import('./routes/onboarding'))]),
          ],
        ),
        requireAuth([
          layout(
            () => import('./routes/app-layout'),
            [
              {
                path: paths.app,
                children: [
                  { index: true, loader: () => redirect(paths.appHome) },
                  page(paths.appHome, () => import('./routes/app-home')),
                ],
              },
              page(paths.settingsProfile, () => import('./routes/settings-profile')),
            ],
          ),
        ]),
      ]),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
