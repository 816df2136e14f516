import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { InviteFriendInput } from '@/shared/preferences';

/** Asks the server to email an invitation to sign up; the answer is the same whoever holds the address. */
export const inviteFriend = async (input: InviteFriendInput) =>
  (await apiRequest<{ invited: string }>('/api/preferences/invite-friend', { method: 'POST', body: input }))
    .invited;

export const useInviteFriend = () => useMutation({ mutationFn: inviteFriend });
