import { QueryClient } from '@tanstack/react-query';

/** SPEC §9's app-wide cache: always stale, no retries, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
