import { RouterProvider } from 'react-router';
import { loadMatchedRoutes } from './load-matched-routes';
import { createRouter, routes } from './router';

/**
 * The app with React Router, for every page but the public ones (docs/decisions/026). The current page's route
 * modules load first, so the router starts on the page itself rather than on a spinner.
 */
export async function routerApp() {
  await loadMatchedRoutes(routes, window.location.pathname);
  return <RouterProvider router={createRouter()} />;
}
