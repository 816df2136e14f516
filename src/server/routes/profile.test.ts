import { expect, it } from 'vitest';
import { authMessages } from '../../shared/i18n/en/auth';
import { newAccount, signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';

describeOnEachDatabase('/api/profile', (context) => {
  it('refuses anonymous callers with a 401', async () => {
    for (const init of [{}, jsonRequest('PATCH', { fullName: 'Someone Else' })]) {
      const response = await context().app.request('/api/profile', init);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('shows the signed-in user their profile and workspace, never cached', async () => {
    const { cookie } = await signUp(
      context(),
      newAccount({ email: 'ada@example.test', professionalRole: 'ux_researcher' }),
    );
    const response = await context().app.request('/api/profile', withCookie(cookie));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      profile: {
        id: expect.any(String),
        email: 'ada@example.test',
        fullName: 'Ada Lovelace',
        profileName: null,
        professionalRole: 'ux_researcher',
        workspaceId: expect.any(String),
        workspaceName: 'ada',
        provider: 'credential',
        isAdmin: false,
      },
    });
  });

  it('updates the editable fields and cuts a custom role to 50 characters', async () => {
    const { cookie } = await signUp(context());
    const response = await context().app.request(
      '/api/profile',
      withCookie(
        cookie,
        jsonRequest('PATCH', {
          fullName: ' Grace Hopper ',
          professionalRole: 'R'.repeat(80),
          profileName: 'grace.h',
        }),
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profile: { fullName: 'Grace Hopper', professionalRole: 'R'.repeat(50), profileName: 'grace.h' },
    });
  });

  it.each([
    [{ profileName: 'ab' }, authMessages.validation.profileNameMin],
    [{ profileName: 'no_underscores' }, authMessages.validation.profileNameChars],
    [{ fullName: 'A' }, authMessages.validation.fullNameMin],
    [{ role: 'admin' }, undefined],
    [{}, undefined],
  ])('refuses %j with a 400', async (update, message) => {
    const { cookie } = await signUp(context());
    const response = await context().app.request(
      '/api/profile',
      withCookie(cookie, jsonRequest('PATCH', update)),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    if (message) expect(body.error.message).toContain(message);
  });
});
