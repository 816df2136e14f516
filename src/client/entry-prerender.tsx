// The build-time pre-render (docs/decisions/021): built by vite.prerender.config.ts for Node, and run by
// scripts/prerender.ts over every public page. It renders the same page, frame and providers as main.tsx.
import { renderToString } from 'react-dom/server';
import type { PublicConfig } from '@/shared/public-config';
import { AppRoot } from './app/app-root';
import { loadPublicPage, PublicApp } from './app/public-app';
import { publicPageAt } from './app/public-pages';
import { setPublicConfigForPrerender } from './lib/public-config';
import { PageMetaRecorder, type PageMeta } from './lib/use-page-meta';

export type PrerenderedPage = { html: string; meta?: PageMeta };

/**
 * One signed-out page in English as the server with `config` would show it before any request: nothing is
 * fetched (the auth state is 'not known yet'), so forms render empty.
 */
export async function renderPage(path: string, config: PublicConfig): Promise<PrerenderedPage> {
  setPublicConfigForPrerender(config);
  const page = publicPageAt(path);
  if (!page) throw new Error(`${path} is not a public page (src/client/app/public-pages.ts)`);
  const loaded = await loadPublicPage(page);
  let meta: PageMeta | undefined;
  const html = renderToString(
    <PageMetaRecorder value={(pageMeta) => (meta = pageMeta)}>
      <AppRoot>
        <PublicApp page={loaded} location={{ pathname: path, search: '', hash: '' }} />
      </AppRoot>
    </PageMetaRecorder>,
  );
  return { html, meta };
}
