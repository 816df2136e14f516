import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '@/client/lib/auth/auth-provider';
import { RouterNavigation } from '@/client/lib/navigation/router-navigation';

/** Renders routes at `url` inside what the root and data layouts give them: navigation, a fresh query cache and the auth state. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>
                <Outlet />
              </AuthProvider>
            </QueryClientProvider>
          </RouterNavigation>
        ),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  /** Where the app is now, path and query. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, queryClient, location };
}

/** A stand-in page that says which route it is. */
export const stubPage = (path: string, name: string): RouteObject => ({
  path,
  element: <h1>{name}</h1>,
});
