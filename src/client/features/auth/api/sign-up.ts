import { apiRequest } from '@/client/lib/api-client';
import type { SignUpInput } from '@/shared/auth-schemas';
import type { SessionUser } from './get-session';

/** `session` is false when the server waits for the emailed confirmation link before it starts one. */
export type SignUpResult = { session: boolean; user: SessionUser };

export const signUp = ({ fullName, ...input }: SignUpInput) =>
  apiRequest<SignUpResult>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name: fullName },
  });
