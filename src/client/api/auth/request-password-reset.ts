import { apiRequest } from '@/client/lib/api-client';
import { paths } from '@/shared/paths';

/** Always answers the same, whether or not an account exists for the address (docs/product.md#security). */
export const requestPasswordReset = (email: string) =>
  apiRequest<{ status: boolean }>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.auth.resetPassword },
  });
