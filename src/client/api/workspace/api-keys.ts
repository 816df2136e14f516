import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { ApiKeyScope, ApiKeySummary } from '@/shared/api-keys';

/** The active workspace's API keys, newest first (Owners and Admins). */
export const useApiKeys = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ keys: ApiKeySummary[] }>('/api/workspace/api-keys', { signal })).keys,
    enabled,
  });

export type NewApiKey = { name: string; scopes: ApiKeyScope[]; expiresAt: string | null };

/** Creates a key; the answer carries its secret, shown once. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiKey) =>
      apiRequest<{ key: ApiKeySummary; secret: string }>('/api/workspace/api-keys', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => refreshQueries(queryClient, [queryKeys.apiKeys]),
  });
};

/** Revokes a key at once. */
export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/workspace/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshQueries(queryClient, [queryKeys.apiKeys]),
  });
};
