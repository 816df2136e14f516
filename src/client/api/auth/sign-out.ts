import { apiRequest } from '@/client/lib/api-client';

/** Revokes the session on the server, which also clears its cookie. */
export const signOut = () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
