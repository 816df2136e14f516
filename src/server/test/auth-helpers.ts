import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { accounts, mailOutbox, users } from '../db/schema/index';
import type { TestApp } from './test-app';
import { jsonRequest } from './test-app';

let counter = 0;

/** A fresh, valid sign-up; override any field. */
export const newAccount = (
  overrides: Partial<{ email: string; password: string; name: string; professionalRole: string }> = {},
) => ({
  email: `user${++counter}-${randomUUID().slice(0, 6)}@example.test`,
  password: 'Sturdy-Pass1',
  name: 'Ada Lovelace',
  professionalRole: 'developer',
  ...overrides,
});

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair!.endsWith('='))
    .join('; ');

export async function signUp(testApp: TestApp, account = newAccount(), headers: Record<string, string> = {}) {
  const response = await testApp.app.request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', account, headers),
  );
  return { response, account, cookie: cookieHeader(response) };
}

export async function signIn(
  testApp: TestApp,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const response = await testApp.app.request(
    '/api/auth/sign-in/email',
    jsonRequest('POST', credentials, headers),
  );
  return { response, cookie: cookieHeader(response) };
}

export const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});

/** The newest outbox message to this address, as a test reads its inbox. */
export async function latestMailTo(testApp: TestApp, to: string) {
  const [mail] = await testApp.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

export const linkIn = (text: string, pattern: RegExp) => text.match(pattern)?.[0];

/** An account that only signs in with Google: a user with a Google account and no password. */
export async function createGoogleOnlyUser(testApp: TestApp, email: string) {
  const id = randomUUID();
  await testApp.database.db.insert(users).values({ id, name: 'Grace Hopper', email, emailVerified: true });
  await testApp.database.db
    .insert(accounts)
    .values({ id: randomUUID(), accountId: `google-${id}`, providerId: 'google', userId: id });
  return id;
}

export async function hasCredentialAccount(testApp: TestApp, userId: string) {
  const rows = await testApp.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return rows.length > 0;
}

/**
 * Follows the confirmation link mailed at sign-up in the browser that signed up (this cookie), which proves
 * the address and keeps its password; answers the session cookie it leaves.
 */
export async function confirmEmail(testApp: TestApp, email: string, cookie: string): Promise<string> {
  const mail = await latestMailOfKind(testApp, email, 'email-confirmation');
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const link = new URL(linkIn(mail.textBody, /http\S+verify-email\S+/)!);
  const response = await testApp.app.request(`${link.pathname}${link.search}`, withCookie(cookie));
  if (response.headers.get('location') !== '/auth/callback') {
    throw new Error(`confirmation went to ${response.headers.get('location')}`);
  }
  return [cookie, cookieHeader(response)].filter(Boolean).join('; ');
}

/** The newest outbox message of this kind to this address. */
export async function latestMailOfKind(testApp: TestApp, to: string, kind: string) {
  const [mail] = await testApp.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
