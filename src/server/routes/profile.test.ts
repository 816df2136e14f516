import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authMessages } from '../../shared/i18n/en/auth';
import { profileMessages } from '../../shared/i18n/en/profile';
import type { Profile } from '../../shared/profile';
import type { MemberPage } from '../../shared/workspace';
import { userSettings } from '../db/schema/index';
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
        avatarUrl: null,
        links: {},
        feedbackEmails: true,
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

describeOnEachDatabase('/api/profile links and email preference', (context) => {
  const patch = (cookie: string, update: unknown) =>
    context().app.request('/api/profile', withCookie(cookie, jsonRequest('PATCH', update)));
  const profileOf = async (cookie: string) =>
    ((await (await context().app.request('/api/profile', withCookie(cookie))).json()) as { profile: Profile })
      .profile;
  const settingsRow = async (userId: string) =>
    (await context().database.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0];

  it('saves the four links together, handles made into URLs and empty ones dropped', async () => {
    const { cookie } = await signUp(context());
    const response = await patch(cookie, {
      links: {
        website: 'ada.example.org/about',
        linkedin: 'ada-lovelace',
        github: '@octocat',
        twitter: 'https://twitter.com/ada',
      },
    });
    expect(response.status).toBe(200);
    const expected = {
      website: 'https://ada.example.org/about',
      linkedin: 'https://www.linkedin.com/in/ada-lovelace',
      github: 'https://github.com/octocat',
      twitter: 'https://twitter.com/ada',
    };
    expect(((await response.json()) as { profile: Profile }).profile.links).toEqual(expected);
    expect((await profileOf(cookie)).links).toEqual(expected);

    // Saved together: what is left out or emptied is removed.
    expect(await patch(cookie, { links: { github: 'octocat', website: '  ' } })).toHaveProperty(
      'status',
      200,
    );
    expect((await profileOf(cookie)).links).toEqual({ github: 'https://github.com/octocat' });
  });

  it.each([
    ['website', 'http://ada.example.org', profileMessages.links.notHttps],
    ['website', 'javascript:alert(1)', profileMessages.links.notHttps],
    ['website', 'not a url', profileMessages.links.notUrl],
    ['linkedin', 'https://evil.example/in/ada', 'LinkedIn address'],
    ['github', 'https://github.com.evil.example/octocat', 'GitHub address'],
    ['twitter', 'https://mastodon.social/@ada', 'X address'],
    ['github', 'octo--cat-', profileMessages.links.badHandle('GitHub')],
    ['website', `https://example.com/${'a'.repeat(400)}`, 'at most'],
  ])('refuses %s %j with a 400 naming the field, and keeps the saved links', async (kind, url, message) => {
    const { cookie } = await signUp(context());
    await patch(cookie, { links: { website: 'https://saved.example' } });
    const response = await patch(cookie, { links: { website: 'https://other.example', [kind]: url } });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string; field: string } };
    expect(error.field).toBe(`links.${kind}`);
    expect(error.message).toContain(message);
    expect((await profileOf(cookie)).links).toEqual({ website: 'https://saved.example/' });
  });

  it('refuses links of an unknown kind or of the wrong type', async () => {
    const { cookie } = await signUp(context());
    for (const links of [{ mastodon: 'https://mastodon.social/@ada' }, { github: 42 }, 'octocat', null]) {
      expect((await patch(cookie, { links })).status).toBe(400);
    }
  });

  it('keeps the feedback-email choice, creating the settings row on the first change only', async () => {
    const { cookie, response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    expect(await settingsRow(user.id)).toBeUndefined();
    expect((await profileOf(cookie)).feedbackEmails).toBe(true);

    expect((await patch(cookie, { feedbackEmails: false })).status).toBe(200);
    expect(await settingsRow(user.id)).toMatchObject({ feedbackEmails: false, links: null });
    expect((await profileOf(cookie)).feedbackEmails).toBe(false);
    await patch(cookie, { links: { github: 'octocat' } });
    expect(await settingsRow(user.id)).toMatchObject({ feedbackEmails: false });
    expect((await patch(cookie, { feedbackEmails: 'no' })).status).toBe(400);
  });

  it('changes only the caller: no field names another user, and theirs stays as it was', async () => {
    const ada = await signUp(context());
    const grace = await signUp(context(), newAccount({ name: 'Grace Hopper' }));
    const adaId = (await profileOf(ada.cookie)).id;
    for (const update of [
      { id: adaId, fullName: 'Mallory' },
      { userId: adaId, links: { github: 'mallory' } },
    ]) {
      expect((await patch(grace.cookie, update)).status).toBe(400);
    }
    await patch(grace.cookie, { fullName: 'Grace B. Hopper', links: { github: 'grace' } });
    expect(await profileOf(ada.cookie)).toMatchObject({ fullName: 'Ada Lovelace', links: {} });
  });

  it('shows the links on the member row of the People page', async () => {
    const { cookie } = await signUp(context());
    await patch(cookie, { links: { github: 'octocat', twitter: '@ada' } });
    const page = (await (
      await context().app.request('/api/workspace/members', withCookie(cookie))
    ).json()) as MemberPage;
    expect(page.items[0]).toMatchObject({
      isYou: true,
      links: { github: 'https://github.com/octocat', twitter: 'https://x.com/ada' },
    });
  });
});
