import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match `pathname` and puts them into the route objects, as the router
 * would. The router then starts initialised, rendering the page at once rather than its HydrateFallback
 * spinner. Resolves false when a module failed to load: the router then loads it itself and shows the
 * route's error.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
        return true;
      } catch {
        return false;
      }
    }),
  );
  return loaded.every(Boolean);
}
