import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { WorkspaceRole } from '@/shared/permissions';
import type { InvitationOutcome } from '@/shared/workspace';

/** Invites each address with this role; the answer says, address by address, what happened. */
export const sendInvitations = async (input: { emails: string[]; role?: WorkspaceRole }) =>
  (
    await apiRequest<{ outcomes: InvitationOutcome[] }>('/api/workspace/invitations', {
      method: 'POST',
      body: input,
    })
  ).outcomes;

export const useSendInvitations = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitations,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.invitations]),
  });
};
