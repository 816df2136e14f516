import { apiRequest } from '@/client/lib/api-client';

export const resetPassword = (input: { newPassword: string; token: string }) =>
  apiRequest<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', body: input });
