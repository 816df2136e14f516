import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { WorkspaceRole } from '@/shared/permissions';
import type { Member } from '@/shared/workspace';

export const updateMemberRole = async ({ memberId, role }: { memberId: string; role: WorkspaceRole }) =>
  (
    await apiRequest<{ member: Member }>(`/api/workspace/members/${encodeURIComponent(memberId)}`, {
      method: 'PATCH',
      body: { role },
    })
  ).member;

export const removeMember = (memberId: string) =>
  apiRequest<null>(`/api/workspace/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

export const leaveWorkspace = () => apiRequest<null>('/api/workspace/leave', { method: 'POST' });

export const transferOwnership = (input: { memberId: string; password?: string; code?: string }) =>
  apiRequest<null>('/api/workspace/transfer-ownership', { method: 'POST', body: input });

/** Member changes reread the member list and the caller's own place (their role may have changed). */
const useMemberChange = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => refreshQueries(queryClient, [queryKeys.members, queryKeys.workspace]),
  });
};

export const useUpdateMemberRole = () => useMemberChange(updateMemberRole);
export const useRemoveMember = () => useMemberChange(removeMember);
export const useTransferOwnership = () => useMemberChange(transferOwnership);

/** Leaving moves the session to another workspace: everything on screen is read again. */
export const useLeaveWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveWorkspace, onSuccess: () => refreshQueries(queryClient) });
};
