import type { Env } from './env';

/**
 * What this server leaves out because it is not configured, for the operator's start-up log: customers are
 * never told (the pages simply do not offer it); README.md lists the same settings.
 */
export function operatorNotes(
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'BILLING_PORTAL_URL'>,
) {
  const notes: string[] = [];
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
    notes.push('Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it');
  }
  if (!env.BILLING_PORTAL_URL) {
    notes.push('online billing is off: set BILLING_PORTAL_URL to offer Owners the customer portal');
  }
  return notes;
}
