import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { DeferredToaster } from '@/client/components/ui/deferred-toaster';
import { CookieBanner } from '@/client/features/cookie-consent/cookie-banner';
import { notePage } from '@/client/lib/previous-page';
import { commonMessages } from '@/shared/i18n/messages/common';

/** Wraps every route: scroll reset on route change (or to the linked section), a pending bar, the cookie banner and toasts. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();

  useEffect(() => notePage(pathname), [pathname]);

  // A new page starts at its top, or at the section its link names. A block body: in current Chromium
  // scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

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
