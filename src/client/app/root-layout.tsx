import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { DeferredToaster } from '@/client/components/ui/deferred-toaster';
import { CookieBanner } from '@/client/features/cookie-consent/cookie-banner';
import { commonMessages } from '@/shared/i18n/en/common';

/** Wraps every route: scroll reset on route change, a pending bar, the cookie banner and toasts. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => window.scrollTo(0, 0), [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        {commonMessages.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label={commonMessages.loading}
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand"
        />
      )}
      <Outlet />
      <CookieBanner />
      <DeferredToaster />
    </>
  );
}
