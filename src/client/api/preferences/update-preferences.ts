import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import { useTheme } from '@/client/lib/theme/theme-provider';
import type { Preferences, PreferencesUpdate, Theme } from '@/shared/preferences';

export const updatePreferences = async (update: PreferencesUpdate) =>
  (await apiRequest<{ preferences: Preferences }>('/api/preferences', { method: 'PATCH', body: update }))
    .preferences;

/**
 * Saves a choice as soon as it is made: the cache shows it at once and goes back to the saved value if the
 * server refuses (docs/product.md#behaviour, "Toggles and selects").
 */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
      const previous = queryClient.getQueryData<Preferences>(queryKeys.preferences);
      if (previous) queryClient.setQueryData<Preferences>(queryKeys.preferences, { ...previous, ...update });
      return { previous };
    },
    onError: (_error, _update, context) => queryClient.setQueryData(queryKeys.preferences, context?.previous),
    onSuccess: (preferences) => queryClient.setQueryData(queryKeys.preferences, preferences),
  });
};

/**
 * Switches the theme everywhere at once (the shared theme state and `localStorage.theme`) and saves it for the
 * signed-in user; if the server refuses, the theme goes back and the returned promise rejects. Any theme control
 * of a signed-in page (General settings, the app header) can use it.
 */
export const useChooseTheme = () => {
  const { theme, setTheme } = useTheme();
  const update = useUpdatePreferences();
  return async (next: Theme) => {
    const previous = theme;
    setTheme(next);
    try {
      await update.mutateAsync({ theme: next });
    } catch (error) {
      setTheme(previous);
      throw error;
    }
  };
};
