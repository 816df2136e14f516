import { expect, it } from 'vitest';
import { latestMailOfKind, latestMailTo, newAccount, signIn, signUp } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';

// No public call tells whether an address has an account (docs/product.md#security).

/** What a caller can see of an answer: status, body, and the names of the cookies it sets. */
const visible = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  cookies: response.headers
    .getSetCookie()
    .map((cookie) => cookie.split('=')[0])
    .sort(),
});

describeOnEachDatabase(
  'sign-up with email confirmation on',
  (context) => {
    it('answers a taken address exactly like a new one, and tells the holder instead', async () => {
      const holder = newAccount();
      await signUp(context(), holder);
      const fresh = await signUp(context(), newAccount({ name: 'Someone Else' }));
      const taken = await signUp(context(), newAccount({ email: holder.email, name: 'Someone Else' }));
      const seen = await visible(taken.response);
      expect(seen).toEqual(await visible(fresh.response));
      expect(seen).toMatchObject({ status: 200, body: '{"session":false}' });

      const notice = await latestMailTo(context(), holder.email);
      expect(notice?.kind).toBe('sign-up-attempt');
      expect(notice?.subject).toBe('Someone tried to sign up with your email address');
      expect(notice?.textBody).toContain(`${context().env.APP_URL}/login`);
      expect(notice?.textBody).toContain(`${context().env.APP_URL}/forgot-password`);
    });

    it('signing in with the password just used at sign-up says nothing about whether the address was new', async () => {
      const holder = newAccount();
      await signUp(context(), holder);
      const probe = async (email: string) => {
        const attempt = newAccount({ email, password: 'Probe-Pass1' });
        await signUp(context(), attempt);
        return visible((await signIn(context(), attempt)).response);
      };
      const taken = await probe(holder.email);
      const fresh = await probe(newAccount().email);
      expect(fresh).toEqual(taken);
      expect(fresh.status).toBe(401);
    });
  },
  { EMAIL_CONFIRMATION: 'on' },
);

describeOnEachDatabase('sign-up with email confirmation off', (context) => {
  it('says a duplicate exists (a session is handed out at once, so it cannot be hidden)', async () => {
    const { account } = await signUp(context());
    const again = await signUp(context(), account);
    expect(again.response.status).toBe(422);
  });
});

describeOnEachDatabase('password reset requests', (context) => {
  it('are answered before the address is looked up, the same for every address', async () => {
    const { account } = await signUp(context());
    const ask = (email: string) =>
      context().app.request('/api/auth/request-password-reset', jsonRequest('POST', { email }));
    const existing = await ask(account.email);
    // Answered, and nothing about the account done yet: the lookup runs after the answer, off the request.
    expect(await latestMailOfKind(context(), account.email, 'password-reset')).toBeUndefined();
    const unknown = await ask('nobody-at-all@example.test');
    expect(await visible(existing)).toEqual(await visible(unknown));
    await context().deps.deferredWork.idle();
    expect(await latestMailOfKind(context(), account.email, 'password-reset')).toBeDefined();
  });
});
