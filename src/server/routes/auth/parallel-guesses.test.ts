import { randomInt, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { limitRules } from '../../lib/limits';
import { confirmEmail, cookieHeader, signUp, withCookie } from '../../test/auth-helpers';
import { enableTwoFactor, totpCode } from '../../test/totp';
import { describeOnEachDatabase, fromPeer, jsonRequest, type TestApp } from '../../test/test-app';

// docs/decisions/031: a failure limit counts each guess before checking it, so parallel guesses cannot all pass
// a check made before any of them was counted.

const signInFrom = (testApp: TestApp, address: string, credentials: { email: string; password: string }) =>
  testApp.app.request('/api/auth/sign-in/email', jsonRequest('POST', credentials), fromPeer(address));

// Addresses of its own per test: the Redis suites share one key prefix.
const randomAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

const checked = (responses: Response[]) => responses.filter((response) => response.status !== 429).length;

const parallelGuesses = (context: () => TestApp) => {
  it('checks at most the limit of 30 parallel wrong passwords', async () => {
    const { account } = await signUp(context());
    const address = randomAddress();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () =>
        signInFrom(context(), address, { ...account, password: 'Wrong-pass1' }),
      ),
    );
    expect(checked(guesses)).toBeLessThanOrEqual(limitRules.signInFailuresByAccountAndAddress.points);
    expect(guesses.filter((response) => response.status === 401).length).toBeGreaterThan(0);
  });

  it('checks at most the limit of 25 parallel two-factor codes', async () => {
    const { account, cookie } = await signUp(context());
    const { totpURI } = await enableTwoFactor(
      context(),
      await confirmEmail(context(), account.email, cookie),
      account.password,
    );
    const thief = randomAddress();
    const pending: string[] = [];
    for (let i = 0; i < 25; i++) {
      const signedIn = await signInFrom(context(), thief, account);
      expect(await signedIn.clone().json()).toMatchObject({ twoFactorRedirect: true });
      pending.push(cookieHeader(signedIn));
    }
    const wrongCode = String((Number(totpCode(totpURI)) + 500_000) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      pending.map((pendingCookie) =>
        context().app.request(
          '/api/auth/two-factor/verify-totp',
          withCookie(pendingCookie, jsonRequest('POST', { code: wrongCode })),
          fromPeer(thief),
        ),
      ),
    );
    expect(checked(guesses)).toBeLessThanOrEqual(limitRules.codeFailuresByAccountAndAddress.points);
  });

  it('lets the right password in below the limit, and refunds what it counted in advance', async () => {
    const { account } = await signUp(context());
    const address = randomAddress();
    const failures = limitRules.signInFailuresByAccountAndAddress.points - 1;
    for (let i = 0; i < failures; i++)
      expect((await signInFrom(context(), address, { ...account, password: 'Wrong-pass1' })).status).toBe(
        401,
      );
    expect((await signInFrom(context(), address, account)).status).toBe(200);
    // Only the failures stay counted against the account: the success was given back.
    const { limiters } = context().deps;
    expect((await limiters.signInFailuresByAccount.get(account.email))?.consumedPoints).toBe(failures);
    expect((await limiters.signInFailuresByAddress.get(address))?.consumedPoints).toBe(failures);
  });
};

describeOnEachDatabase('parallel guesses', parallelGuesses);

// The scale-out store counts atomically too (keys of this run's own in the shared Redis; they expire).
if (process.env.REDIS_URL) {
  const redisUrl = new URL(process.env.REDIS_URL);
  redisUrl.searchParams.set('keyPrefix', `test-guesses-${randomUUID()}:`);
  describeOnEachDatabase('parallel guesses, limits in Redis', parallelGuesses, {
    REDIS_URL: redisUrl.toString(),
  });
}
