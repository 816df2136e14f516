import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { Preferences } from '@/shared/preferences';

export const getPreferences = async (signal?: AbortSignal) =>
  (await apiRequest<{ preferences: Preferences }>('/api/preferences', { signal })).preferences;

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });

/** The signed-in user's saved theme, language and time zone (`null` where never chosen). */
export const usePreferences = () => useQuery(preferencesQueryOptions());
