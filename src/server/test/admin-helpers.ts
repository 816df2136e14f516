import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { confirmEmail, newAccount, signUp } from './auth-helpers';
import type { TestApp } from './test-app';
import { enableTwoFactor } from './totp';

export type TestPerson = { id: string; email: string; password: string; cookie: string };

async function person(
  testApp: TestApp,
  overrides: Parameters<typeof newAccount>[0] = {},
): Promise<TestPerson> {
  const { response, account, cookie } = await signUp(testApp, newAccount(overrides));
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email: account.email, password: account.password, cookie };
}

/** A signed-in user with no admin role. */
export const normalUser = person;

/**
 * A global admin, signed in: granted in the database as `npm run admin -- grant` does, with a proven address
 * and, unless told otherwise, two-factor on (which the admin API requires).
 */
export async function adminUser(
  testApp: TestApp,
  { twoFactor = true, ...overrides }: { twoFactor?: boolean; email?: string; name?: string } = {},
): Promise<TestPerson> {
  const someone = await person(testApp, overrides);
  await testApp.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, someone.id));
  if (!twoFactor) return someone;
  const proven = await confirmEmail(testApp, someone.email, someone.cookie);
  const { cookie } = await enableTwoFactor(testApp, proven, someone.password);
  return { ...someone, cookie };
}
