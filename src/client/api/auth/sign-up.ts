import { apiRequest } from '@/client/lib/api-client';
import type { SignUpInput } from '@/shared/auth-schemas';
import type { SessionUser } from './get-session';

/**
 * `session` is false when the server waits for the emailed confirmation link before it starts one; it then
 * answers nothing more, the same for a new address and a taken one.
 */
export type SignUpResult = { session: true; user: SessionUser } | { session: false };

/** With an invitation's link id, the invited address counts as proven and the account joins at once. */
export const signUp = ({ fullName, ...input }: SignUpInput, invitationId?: string) =>
  apiRequest<SignUpResult>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name: fullName, ...(invitationId ? { invitationId } : {}) },
  });
