import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

/** Mails a new confirmation link to the signed-in user's address (rate-limited on the server). */
export const resendConfirmation = (email: string) =>
  apiRequest<{ status: boolean }>('/api/auth/send-verification-email', { method: 'POST', body: { email } });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
