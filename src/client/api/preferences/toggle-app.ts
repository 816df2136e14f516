import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { AppConnectionState } from '@/shared/preferences';

export type AppToggle = { slug: string; connect: boolean };

export const toggleApp = async ({ slug, connect }: AppToggle) =>
  (
    await apiRequest<{ apps: AppConnectionState[] }>(`/api/preferences/apps/${encodeURIComponent(slug)}`, {
      method: connect ? 'PUT' : 'DELETE',
    })
  ).apps;

/** Connects or disconnects one of the user's apps; the button shows the change at once and reverts if it fails. */
export const useToggleApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleApp,
    onMutate: async ({ slug, connect }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.apps });
      const previous = queryClient.getQueryData<AppConnectionState[]>(queryKeys.apps);
      queryClient.setQueryData<AppConnectionState[]>(queryKeys.apps, (apps) =>
        apps?.map((app) => (app.slug === slug ? { ...app, connected: connect } : app)),
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => queryClient.setQueryData(queryKeys.apps, context?.previous),
    onSuccess: (apps) => queryClient.setQueryData(queryKeys.apps, apps),
  });
};
