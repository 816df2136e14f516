import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { RouterNavigation } from '@/client/lib/navigation/router-navigation';
import { notePage } from '@/client/lib/previous-page';
import { commonMessages } from '@/shared/i18n/messages/common';
import { PageFrame } from '../../page-frame';

/** Wraps every route: scroll reset on route change (or to the linked section), a pending bar, and the page frame. */
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
    <RouterNavigation>
      <PageFrame>
        {navigation.state === 'loading' && (
          <div
            role="progressbar"
            aria-label={commonMessages.loading}
            className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand"
          />
        )}
        <Outlet />
      </PageFrame>
    </RouterNavigation>
  );
}
