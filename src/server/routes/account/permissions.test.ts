import { expect, it } from 'vitest';
import { defaultAccountPermissions } from '../../../shared/account';
import { signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';

const patch = (cookie: string, body: unknown) => withCookie(cookie, jsonRequest('PATCH', body));

describeOnEachDatabase('/api/account/permissions', (context) => {
  it('refuses anonymous callers with a 401', async () => {
    for (const init of [{}, jsonRequest('PATCH', { calendar: false })]) {
      const response = await context().app.request('/api/account/permissions', init);
      expect(response.status).toBe(401);
    }
  });

  it('answers SPEC’s defaults to a user who never chose', async () => {
    const { cookie } = await signUp(context());
    const response = await context().app.request('/api/account/permissions', withCookie(cookie));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      permissions: { calendar: true, contacts: true, resources: false, email: true, emailSettings: true },
    });
  });

  it('saves each toggle as it is flipped, for the caller only', async () => {
    const ada = await signUp(context());
    const bob = await signUp(context());
    const app = context().app;
    expect(
      await (await app.request('/api/account/permissions', patch(ada.cookie, { resources: true }))).json(),
    ).toEqual({ permissions: { ...defaultAccountPermissions, resources: true } });
    await app.request('/api/account/permissions', patch(ada.cookie, { email: false }));
    const read = await app.request('/api/account/permissions', withCookie(ada.cookie));
    expect(await read.json()).toEqual({
      permissions: { ...defaultAccountPermissions, resources: true, email: false },
    });
    const other = await app.request('/api/account/permissions', withCookie(bob.cookie));
    expect(await other.json()).toEqual({ permissions: defaultAccountPermissions });
  });

  it('keeps both of two toggles flipped at the same moment', async () => {
    const { cookie } = await signUp(context());
    await Promise.all([
      context().app.request('/api/account/permissions', patch(cookie, { calendar: false })),
      context().app.request('/api/account/permissions', patch(cookie, { contacts: false })),
    ]);
    const read = await context().app.request('/api/account/permissions', withCookie(cookie));
    expect(await read.json()).toMatchObject({ permissions: { calendar: false, contacts: false } });
  });

  it.each([{}, { calendar: 'yes' }, { calendar: null }, { admin: true }, [true], 'calendar'])(
    'refuses %j with a 400 and changes nothing',
    async (body) => {
      const { cookie } = await signUp(context());
      const response = await context().app.request('/api/account/permissions', patch(cookie, body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
      const read = await context().app.request('/api/account/permissions', withCookie(cookie));
      expect(await read.json()).toEqual({ permissions: defaultAccountPermissions });
    },
  );
});
