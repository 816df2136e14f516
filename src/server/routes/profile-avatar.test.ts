import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { Profile } from '../../shared/profile';
import type { MemberPage } from '../../shared/workspace';
import { users } from '../db/schema/index';
import { signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, testOrigin } from '../test/test-app';

const avatarPath = /^\/storage\/user-avatars\/([0-9a-f-]{36}\.webp)$/;
const images = {} as Record<'png' | 'gif', Buffer>;

beforeAll(async () => {
  images.png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  images.gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f97316' } })
    .gif()
    .toBuffer();
});

describeOnEachDatabase('/api/profile/avatar', (context) => {
  const upload = (
    cookie: string,
    bytes: Buffer,
    type = 'image/png',
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'me.png');
    return context().app.request('/api/profile/avatar', {
      method: 'PUT',
      headers: { origin: testOrigin, cookie, ...headers },
      body: form,
    });
  };
  const remove = (cookie: string) =>
    context().app.request(
      '/api/profile/avatar',
      withCookie(cookie, { method: 'DELETE', headers: { origin: testOrigin } }),
    );
  const profileOf = async (cookie: string) =>
    ((await (await context().app.request('/api/profile', withCookie(cookie))).json()) as { profile: Profile })
      .profile;
  const stored = (name: string) => context().deps.storage.get('user-avatars', name);
  const uploaded = async (cookie: string, bytes = images.png) => {
    const response = await upload(cookie, bytes);
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: Profile };
    const name = profile.avatarUrl?.match(avatarPath)?.[1];
    expect(name).toBeDefined();
    return { profile, name: name! };
  };

  it('re-encodes the upload into the user-avatars bucket, serves it and puts it in the profile', async () => {
    const { cookie } = await signUp(context());
    const { profile, name } = await uploaded(cookie);
    const object = await stored(name);
    expect(object?.contentType).toBe('image/webp');
    expect(await sharp(object!.data).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect((await profileOf(cookie)).avatarUrl).toBe(profile.avatarUrl);

    const served = await context().app.request(profile.avatarUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('replaces: a new upload deletes the object it replaces, and removing deletes the last', async () => {
    const { cookie } = await signUp(context());
    const first = await uploaded(cookie);
    const second = await uploaded(cookie, images.gif);
    expect(second.name).not.toBe(first.name);
    expect(await stored(first.name)).toBeUndefined();
    expect(await stored(second.name)).toBeDefined();

    expect((await remove(cookie)).status).toBe(204);
    expect(await stored(second.name)).toBeUndefined();
    expect((await profileOf(cookie)).avatarUrl).toBeNull();
    expect((await remove(cookie)).status).toBe(204);
  });

  it('touches only the caller: removing one’s own avatar leaves another user’s in place', async () => {
    const ada = await signUp(context());
    const grace = await signUp(context());
    const adas = await uploaded(ada.cookie);
    await uploaded(grace.cookie);
    expect((await remove(grace.cookie)).status).toBe(204);
    expect(await stored(adas.name)).toBeDefined();
    expect((await profileOf(ada.cookie)).avatarUrl).toBe(adas.profile.avatarUrl);
    expect((await context().app.request(adas.profile.avatarUrl!)).status).toBe(200);
    // Nothing on the storage path changes objects; only the owner's profile route does.
    for (const method of ['DELETE', 'PUT', 'POST']) {
      const response = await context().app.request(
        adas.profile.avatarUrl!,
        withCookie(grace.cookie, { method, headers: { origin: testOrigin } }),
      );
      expect(response.status).toBe(404);
    }
    expect(await stored(adas.name)).toBeDefined();
  });

  it('shows the avatar on the member row, and never a picture from elsewhere', async () => {
    const { cookie, response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    const members = async () =>
      (
        (await (
          await context().app.request('/api/workspace/members', withCookie(cookie))
        ).json()) as MemberPage
      ).items;
    const { profile } = await uploaded(cookie);
    expect((await members())[0]).toMatchObject({ isYou: true, avatarUrl: profile.avatarUrl });

    // A sign-in provider's picture URL would break the CSP and leak the reader's address: not shown.
    await context()
      .database.db.update(users)
      .set({ image: 'https://lh3.googleusercontent.example/a/photo.jpg' })
      .where(eq(users.id, user.id));
    expect((await members())[0]!.avatarUrl).toBeNull();
    expect((await profileOf(cookie)).avatarUrl).toBeNull();
  });

  it.each([
    ['text', Buffer.from('just some text, not an image'), 'text/plain', 415, 'unsupported_media_type'],
    ['bytes named as a PNG', randomBytes(2048), 'image/png', 415, 'unsupported_media_type'],
    ['a truncated PNG', undefined, 'image/png', 400, 'invalid_image'],
  ])('refuses %s, keeping the avatar it had', async (_, given, type, status, code) => {
    const bytes = given ?? images.png.subarray(0, 120);
    const { cookie } = await signUp(context());
    const before = await uploaded(cookie);
    const response = await upload(cookie, bytes, type);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: { code } });
    expect((await profileOf(cookie)).avatarUrl).toBe(before.profile.avatarUrl);
  });

  it('refuses an upload over 5 MB with a 413', async () => {
    const { cookie } = await signUp(context());
    const response = await upload(cookie, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(response.status).toBe(413);
    expect((await profileOf(cookie)).avatarUrl).toBeNull();
  });

  it('refuses anonymous callers, foreign origins and a form without its file', async () => {
    const { cookie } = await signUp(context());
    expect((await upload('', images.png)).status).toBe(401);
    expect((await remove('')).status).toBe(401);
    expect((await upload(cookie, images.png, 'image/png', { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const empty = await context().app.request('/api/profile/avatar', {
      method: 'PUT',
      headers: { origin: testOrigin, cookie },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await profileOf(cookie)).avatarUrl).toBeNull();
  });
});
