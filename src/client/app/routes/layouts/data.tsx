import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '@/client/lib/auth/auth-provider';
import { queryClient } from '@/client/lib/query-client';

/** Routes that read or write server data share one cache, cleared on every route change (docs/product.md#screens), and know who is signed in. */
export default function DataLayout() {
  const { pathname } = useLocation();
  // A layout effect runs before the new page's queries subscribe and fetch; a passive one would run
  // after them (parents' effects follow their children's) and cancel those fetches for good.
  useLayoutEffect(() => {
    queryClient.clear();
  }, [pathname]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
