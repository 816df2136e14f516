// The build-time pre-render (docs/decisions/021): built by vite.prerender.config.ts for Node, and run by
// scripts/prerender.ts over every public page. It renders the same routes and providers as main.tsx.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PublicConfig } from '@/shared/public-config';
import { AppRoot } from './app/app-root';
import { routes } from './app/router';
import { setPublicConfigForPrerender } from './lib/public-config';
import { PageMetaRecorder, type PageMeta } from './lib/use-page-meta';

const handler = createStaticHandler(routes);

export type PrerenderedPage = { html: string; meta?: PageMeta };

/**
 * One signed-out page in English as the server with `config` would show it before any request: nothing is
 * fetched (queries stay pending, the auth state is 'not known yet'), so forms render empty.
 */
export async function renderPage(path: string, config: PublicConfig): Promise<PrerenderedPage> {
  setPublicConfigForPrerender(config);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration data: the public routes have no loaders, and the CSP forbids the inline script it needs.
  let meta: PageMeta | undefined;
  const html = renderToString(
    <PageMetaRecorder value={(pageMeta) => (meta = pageMeta)}>
      <AppRoot>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </PageMetaRecorder>,
  );
  return { html, meta };
}
