import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountDeletionInput, DeletionPreview } from '@/shared/security';

const path = '/api/account/deletion';

/** What deleting the account would do now: the workspaces that stop it, and those that go with it. */
export const getDeletionPreview = async () =>
  (await apiRequest<{ deletion: DeletionPreview }>(path)).deletion;

export const useDeletionPreview = () =>
  useQuery({ queryKey: queryKeys.account.deletion, queryFn: getDeletionPreview });

export const deleteAccount = (input: AccountDeletionInput) =>
  apiRequest<null>(path, { method: 'POST', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
