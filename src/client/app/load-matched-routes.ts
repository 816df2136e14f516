import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match `pathname` and puts them into the route objects, as the router
 * would. The router then starts initialised, rendering the page at once rather than its HydrateFallback
 * spinner. A module that fails to load becomes its route's error (`lazyComponent` in router.tsx).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
