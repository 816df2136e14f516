import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

export type SentInvitation = { id: string; email: string };

/** Emails an invitation to each address; the answer lists the invitations actually made. */
export const sendInvitations = async (input: { emails: string[] }) =>
  (
    await apiRequest<{ invitations: SentInvitation[] }>('/api/workspace/invitations', {
      method: 'POST',
      body: input,
    })
  ).invitations;

export const useSendInvitations = () => useMutation({ mutationFn: sendInvitations });
