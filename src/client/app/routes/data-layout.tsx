import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { queryClient } from '@/client/lib/query-client';

/** Routes that read or write server data share one cache, cleared on every route change (SPEC §2). */
export default function DataLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    queryClient.clear();
  }, [pathname]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
