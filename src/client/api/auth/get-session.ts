import { apiRequest } from '@/client/lib/api-client';

/** The signed-in user as better-auth reports it; `name` is the full name given at sign-up. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified?: boolean;
};

export type Session = { session: { id: string; expiresAt: string }; user: SessionUser };

/** The current session, or null when signed out. */
export const getSession = () => apiRequest<Session | null>('/api/auth/get-session');
