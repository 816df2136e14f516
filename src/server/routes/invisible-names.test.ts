import { expect, it } from 'vitest';
import { newAccount, signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';

/** A name that shows as "Ada lovelace" reversed: what People and an invitation page would show. */
const overridden = 'Ada \u202Eecalevol';

describeOnEachDatabase('names with invisible formatting characters', (context) => {
  it('a sign-up whose full name holds U+202E is a 400, and no account is made', async () => {
    const { response } = await signUp(context(), newAccount({ name: overridden }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_input' } });
  });

  it('renaming yourself or your workspace to a name with U+202E or U+200B is a 400, and nothing changes', async () => {
    const { cookie } = await signUp(context());
    for (const name of [overridden, 'Ada\u200BLovelace']) {
      const profile = await context().app.request(
        '/api/profile',
        withCookie(cookie, jsonRequest('PATCH', { fullName: name })),
      );
      expect(profile.status).toBe(400);
      expect(await profile.json()).toMatchObject({ error: { code: expect.any(String) } });
      const workspace = await context().app.request(
        '/api/workspace',
        withCookie(cookie, jsonRequest('PATCH', { name })),
      );
      expect(workspace.status).toBe(400);
      expect(await workspace.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
    const { profile } = (await (await context().app.request('/api/profile', withCookie(cookie))).json()) as {
      profile: { fullName: string };
    };
    expect(profile.fullName).toBe('Ada Lovelace');
  });
});
