import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { Profile } from '@/shared/profile';

export type { Profile };

export const getProfile = async (signal?: AbortSignal) =>
  (await apiRequest<{ profile: Profile }>('/api/profile', { signal })).profile;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

/** The signed-in user's profile; only mounted under RequireAuth, so it is fetched only when a user exists. */
export const useProfile = () => useQuery(profileQueryOptions());

/** Whether sign-up or a provider already gave the profile what onboarding's first step asks for. */
export const hasCompleteProfile = (profile: Pick<Profile, 'fullName' | 'professionalRole'>) =>
  Boolean(profile.fullName?.trim() && profile.professionalRole?.trim());
