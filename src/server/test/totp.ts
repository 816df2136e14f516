import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { users } from '../db/schema/index';
import type { TestApp } from './test-app';
import { withCookie } from './auth-helpers';
import { jsonRequest } from './test-app';

/** The code an authenticator app would show now for this otpauth:// URI. */
export const totpCode = (totpUri: string) => OTPAuth.URI.parse(totpUri).generate();

/**
 * Turns two-factor on through the API as the settings page does: start with the password, confirm a code.
 * The account's address must be proven first (see confirmEmail).
 */
export async function enableTwoFactor(testApp: TestApp, cookie: string, password: string) {
  const started = await testApp.app.request(
    '/api/account/two-factor/enrolment',
    withCookie(cookie, jsonRequest('POST', { password })),
  );
  if (started.status !== 200) throw new Error(`enrolment: ${started.status} ${await started.text()}`);
  const { enrolment } = (await started.json()) as { enrolment: { totpUri: string } };
  const confirmed = await testApp.app.request(
    '/api/account/two-factor/confirmation',
    withCookie(cookie, jsonRequest('POST', { code: totpCode(enrolment.totpUri) })),
  );
  if (confirmed.status !== 200)
    throw new Error(`confirmation: ${confirmed.status} ${await confirmed.text()}`);
  const { backupCodes } = (await confirmed.json()) as { backupCodes: string[] };
  return { totpURI: enrolment.totpUri, backupCodes, cookie: mergeCookies(cookie, confirmed) };
}

/** The cookie header after a response replaced some of its cookies (as a browser keeps them). */
export function mergeCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair]),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Two-factor on an account whose address is not proven: what accounts could have before second factors required
 * a proven address. Set up by proving, enabling and un-proving in the database.
 */
export async function legacyUnprovenTwoFactor(
  testApp: TestApp,
  email: string,
  cookie: string,
  password: string,
) {
  const { db } = testApp.database;
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const enabled = await enableTwoFactor(testApp, cookie, password);
  await db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
  return enabled;
}
