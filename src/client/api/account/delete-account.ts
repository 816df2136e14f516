import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountDeletionInput, DeletionPreview } from '@/shared/security';

const path = '/api/account/deletion';

/** What deleting the account would do now: the workspaces that stop it, and those that go with it. */
export const getDeletionPreview = async () =>
  (await apiRequest<{ deletion: DeletionPreview }>(path)).deletion;

export const useDeletionPreview = () =>
  useQuery({ queryKey: ['account', 'deletion'] as const, queryFn: getDeletionPreview });

export const deleteAccount = (input: AccountDeletionInput) =>
  apiRequest<null>(path, { method: 'POST', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
