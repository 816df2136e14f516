import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { InvitationPreview, WorkspaceSummary } from '@/shared/workspace';

const path = (id: string) => `/api/invitations/${encodeURIComponent(id)}`;

/** What the invitation page may know of an invitation: no session needed. */
export const getInvitation = async (id: string, signal?: AbortSignal) =>
  (await apiRequest<{ invitation: InvitationPreview }>(path(id), { signal })).invitation;

/** Read again for each signed-in user (`userId`): the answer says whether the invitation is theirs. */
export const useInvitationPreview = (id: string, userId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.invitation(id, userId),
      queryFn: ({ signal }) => getInvitation(id, signal),
    }),
  );

export const acceptInvitation = async (id: string) =>
  (await apiRequest<{ workspace: WorkspaceSummary }>(`${path(id)}/accept`, { method: 'POST' })).workspace;

export const declineInvitation = (id: string) => apiRequest<null>(`${path(id)}/decline`, { method: 'POST' });

/** Accepting makes that workspace the active one: everything is read again. */
export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => refreshQueries(queryClient) });
};

export const useDeclineInvitation = () => useMutation({ mutationFn: declineInvitation });
