import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app';

let webp: Buffer;

beforeAll(async () => {
  webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0ffee' } })
    .webp()
    .toBuffer();
});

/** The headers every stored file is served with (docs/product.md#security, "Uploads"). */
const servedHeaders = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
};

describeOnEachDatabase('/storage', (context) => {
  const store = () => context().deps.storage;
  const stored = async (bucket: 'workspace-avatars' | 'user-avatars') => {
    const name = `${randomUUID()}.webp`;
    await store().put(bucket, name, 'image/webp', webp);
    return `/storage/${bucket}/${name}`;
  };
  const headersOf = (response: Response, names: string[]) =>
    Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));

  it('serves a stored image to anyone, with its own CSP, nosniff, a year of caching and an ETag', async () => {
    for (const bucket of ['workspace-avatars', 'user-avatars'] as const) {
      const path = await stored(bucket);
      const response = await context().app.request(path);
      expect(response.status).toBe(200);
      expect(headersOf(response, Object.keys(servedHeaders))).toEqual(servedHeaders);
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
      expect(response.headers.get('content-length')).toBe(String(webp.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
    }
  });

  it('answers HEAD with the same headers and no body', async () => {
    const path = await stored('workspace-avatars');
    const [get, head] = [
      await context().app.request(path),
      await context().app.request(path, { method: 'HEAD' }),
    ];
    expect(head.status).toBe(200);
    const names = [...Object.keys(servedHeaders), 'etag', 'content-length'];
    expect(headersOf(head, names)).toEqual(headersOf(get, names));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 304 to a request that already has these bytes', async () => {
    const path = await stored('workspace-avatars');
    const etag = (await context().app.request(path)).headers.get('etag')!;
    const again = await context().app.request(path, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const changed = await context().app.request(path, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('answers a plain 404 for anything else, under the same CSP', async () => {
    const real = await stored('workspace-avatars');
    const name = real.split('/').pop()!;
    // A type its name does not have is refused when stored, so it can never be served.
    const html = `/storage/workspace-avatars/${randomUUID()}.webp`;
    await expect(
      store().put('workspace-avatars', html.split('/').pop()!, 'text/html', webp),
    ).rejects.toThrow();
    for (const path of [
      `/storage/workspace-avatars/${randomUUID()}.webp`,
      `/storage/other-bucket/${name}`,
      `/storage/user-avatars/${name}`,
      `/storage/workspace-avatars/${name.replace('.webp', '.png')}`,
      `/storage/workspace-avatars/${name.toUpperCase()}`,
      `/storage/workspace-avatars/${name}x`,
      '/storage/workspace-avatars/avatar.webp',
      `/storage/workspace-avatars/..%2F${name}`,
      `/storage/workspace-avatars/${name}/more`,
      `/storage/workspace-avatars`,
      '/storage/',
      '/storage',
      html,
    ]) {
      const response = await context().app.request(path);
      expect({ path, status: response.status, body: await response.text() }).toEqual({
        path,
        status: 404,
        body: 'Not found',
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('content-security-policy')).toBe(servedHeaders['content-security-policy']);
    }
    const post = await context().app.request(real, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
