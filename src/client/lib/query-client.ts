import { QueryClient } from '@tanstack/react-query';

/** App-wide cache: always stale, no retries, no refetch on focus. (docs/product.md#constants) */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
