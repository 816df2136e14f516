import { expect, it } from 'vitest';
import { newAccount, signUp, withCookie } from '../test/auth-helpers';
import { signedUpOwner } from '../test/invitation-helpers';
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

describeOnEachDatabase('API key and data stream names with invisible formatting characters', (context) => {
  const german = { 'accept-language': 'de-DE,de;q=0.9' };
  const post = async (cookie: string, path: string, body: unknown, headers = {}) => {
    const response = await context().app.request(
      path,
      withCookie(cookie, jsonRequest('POST', body, headers)),
    );
    return { status: response.status, body: (await response.json()) as { error: { message: string } } };
  };
  const list = async (cookie: string, path: string) =>
    (await (await context().app.request(path, withCookie(cookie))).json()) as Record<string, unknown[]>;

  it('an API key named with U+202E or U+200B is a 400 in the caller’s language, and no key is made', async () => {
    const { cookie } = await signedUpOwner(context());
    for (const name of [overridden, 'Nightly\u200Bjob']) {
      const refused = await post(cookie, '/api/workspace/api-keys', {
        name,
        scopes: ['datasets:read'],
        expiresAt: null,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain(
        'The key name cannot contain control or invisible formatting characters.',
      );
    }
    const inGerman = await post(
      cookie,
      '/api/workspace/api-keys',
      { name: overridden, scopes: ['datasets:read'], expiresAt: null },
      german,
    );
    expect(inGerman.body.error.message).toContain(
      'Der Name des API-Schlüssels darf keine Steuerzeichen oder unsichtbaren Formatierungszeichen enthalten.',
    );
    expect((await list(cookie, '/api/workspace/api-keys')).keys).toEqual([]);
    // Joiners that are drawn (an emoji sequence, a Persian word) are part of a name, not hidden in it.
    for (const name of ['Dev 👩\u200D💻', 'می\u200Cخواهم']) {
      const made = await post(cookie, '/api/workspace/api-keys', {
        name,
        scopes: ['datasets:read'],
        expiresAt: null,
      });
      expect(made.status).toBe(201);
    }
  });

  it('a data stream named with U+202E is a 400 in the caller’s language, and no stream is made', async () => {
    const { cookie } = await signedUpOwner(context());
    const path = '/api/workspace/data-streams/streams';
    const refused = await post(cookie, path, { kind: 'push', name: overridden, datasetName: 'Orders' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(
      'The stream name cannot contain control or invisible formatting characters.',
    );
    const inGerman = await post(
      cookie,
      path,
      { kind: 'push', name: 'A\u200BB', datasetName: 'Orders' },
      german,
    );
    expect(inGerman.status).toBe(400);
    expect(inGerman.body.error.message).toContain(
      'Der Name des Datenstroms darf keine Steuerzeichen oder unsichtbaren Formatierungszeichen enthalten.',
    );
    expect((await list(cookie, '/api/workspace/data-streams')).streams).toEqual([]);
  });
});
