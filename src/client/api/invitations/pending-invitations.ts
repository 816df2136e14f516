import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { PendingInvitation } from '@/shared/workspace';

export const listInvitations = async (signal?: AbortSignal) =>
  (await apiRequest<{ invitations: PendingInvitation[] }>('/api/workspace/invitations', { signal }))
    .invitations;

export const useInvitations = () =>
  useQuery(
    queryOptions({ queryKey: queryKeys.invitations, queryFn: ({ signal }) => listInvitations(signal) }),
  );

const path = (id: string) => `/api/workspace/invitations/${encodeURIComponent(id)}`;

/** Sends the same link again with its clock reset to 7 days. */
export const resendInvitation = (id: string) => apiRequest<unknown>(`${path(id)}/resend`, { method: 'POST' });

/** Revokes it: the link stops working. */
export const revokeInvitation = (id: string) => apiRequest<null>(path(id), { method: 'DELETE' });

const useInvitationChange = (mutationFn: (id: string) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => refreshQueries(queryClient, [queryKeys.invitations]),
  });
};

export const useResendInvitation = () => useInvitationChange(resendInvitation);
export const useRevokeInvitation = () => useInvitationChange(revokeInvitation);
