import { useMemo, type ComponentType, type ReactNode } from 'react';
import { AuthProvider } from '@/client/lib/auth/auth-provider';
import { documentNavigation } from '@/client/lib/navigation/document-navigation';
import { NavigationProvider, type Place } from '@/client/lib/navigation/navigation';
import { PageFrame } from './page-frame';
import type { PublicPage } from './public-pages';

/** A public page with its code loaded, ready to render at once (and so to hydrate its pre-rendered HTML). */
export type LoadedPublicPage = {
  Frame: ComponentType<{ children: ReactNode }>;
  Page: ComponentType;
  readsSession: boolean;
};

export async function loadPublicPage(page: PublicPage): Promise<LoadedPublicPage> {
  const [Frame, { default: Page }] = await Promise.all([page.loadFrame(), page.load()]);
  return { Frame, Page, readsSession: page.readsSession };
}

/**
 * A public page without React Router (docs/decisions/026): its links and redirects load the next page, which
 * comes pre-rendered; React Router starts with the first page that needs it.
 */
export function PublicApp({
  page: { Frame, Page, readsSession },
  location,
}: {
  page: LoadedPublicPage;
  location: Place;
}) {
  const navigation = useMemo(() => documentNavigation(location), [location]);
  return (
    <NavigationProvider value={navigation}>
      <PageFrame>
        <Frame>
          {readsSession ? (
            <AuthProvider>
              <Page />
            </AuthProvider>
          ) : (
            <Page />
          )}
        </Frame>
      </PageFrame>
    </NavigationProvider>
  );
}
