import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const script = 'console.log("hello from a hashed asset");'.repeat(20);

const page = (body: string) =>
  `<!doctype html><html><head><meta property="og:image" content="/og-image.png" /></head><body><div id="root">${body}</div></body></html>`;

/** The pages scripts/prerender.ts writes, for a server without Google sign-in or email confirmation. */
function writePrerenderedPages(dir: string) {
  const variant = join(dir, 'prerendered/google-off.confirmation-off');
  mkdirSync(variant, { recursive: true });
  writeFileSync(
    join(variant, 'login.html'),
    page(
      '<main><h1>Log in</h1><form><input type="email" name="email"/><button type="submit">Log in</button></form></main>',
    ),
  );
  writeFileSync(
    join(variant, 'index.html'),
    page('<main><video src="/media/hero.mp4"></video><h1>Turn scattered data into insight</h1></main>'),
  );
  // Another server's variant is never served here.
  mkdirSync(join(dir, 'prerendered/google-on.confirmation-off'));
  writeFileSync(join(dir, 'prerendered/google-on.confirmation-off/login.html'), page('<h1>With Google</h1>'));
}

function makeClientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="og:image" content="/og-image.png" /></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets/app-abc123.js'), script);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writePrerenderedPages(dir);
  return dir;
}

describe('static files and the SPA', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      'pglite',
      { HERO_VIDEO_URL: 'https://media.example/hero.mp4' },
      { clientDir: makeClientDir() },
    );
  });
  afterAll(() => testApp.close());
  const get = (path: string, headers: Record<string, string> = {}) => testApp.app.request(path, { headers });

  it('serves hashed assets precompressed and immutable', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('accept-encoding');

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/favicon.svg');
    const again = await get('/favicon.svg', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('serves index.html with no-cache for client routes, carrying the public configuration', async () => {
    for (const path of [
      '/',
      '/manifesto',
      '/settings/profile',
      // An invitation's link id has a dot and letters after it, like a file name.
      '/invite/0d6f2a8e-1c4b-4f0a-9c3e-5b7d8e9f0a1b.Abc123def',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<meta property="og:image" content="${testApp.env.APP_URL}/og-image.png" />`);
      expect(html).toContain(
        '<meta name="tessera-config" content="{&quot;heroVideoUrl&quot;:&quot;https://media.example/hero.mp4&quot;,&quot;googleSignIn&quot;:false,&quot;emailConfirmation&quot;:false}">',
      );
    }
  });

  it('answers an unknown path 404 with the SPA, which shows its not-found page', async () => {
    for (const path of ['/some/unknown/route', '/app/nope', '/settings/nowhere', '/admin/users/1/more']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<meta name="tessera-config" content="');
    }
    for (const path of ['/app/home/', '/Settings/Profile', '/admin/users/42']) {
      expect((await get(path)).status).toBe(200);
    }
  });

  it('serves a public page pre-rendered, with its form in the body and the public configuration', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await testApp.app.request('/login', { method, headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('br');
    }
    const html = await (await get('/login')).text();
    expect(html).toContain(
      '<form><input type="email" name="email"/><button type="submit">Log in</button></form>',
    );
    expect(html).not.toContain('With Google');
    expect(html).toContain('<meta name="tessera-config" content="');
    expect(html).toContain(`<meta property="og:image" content="${testApp.env.APP_URL}/og-image.png" />`);
  });

  it('puts this server’s hero video into the pre-rendered home page', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<video src="https://media.example/hero.mp4"></video>');
  });

  it('keeps the empty SPA page for client routes that are not pre-rendered', async () => {
    for (const path of ['/app/home', '/login/two-factor', '/login/']) {
      const html = await (await get(path)).text();
      expect(html).toContain('<body></body>');
      expect(html).not.toContain('<form>');
    }
    // The pre-rendered files themselves are not served by their file names.
    expect((await get('/prerendered/google-off.confirmation-off/login.html')).status).toBe(404);
  });

  it('allows the configured hero video origin in the CSP', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toContain(
      "media-src 'self' https://media.example",
    );
  });

  it.each([
    '/assets/missing-123.js',
    '/media/none.mp4',
    '/missing.png',
    '/assets/../index.html',
    '/.vite/manifest.json',
  ])('answers a real 404 for the missing file %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a byte range of a file', async () => {
    const response = await get('/favicon.svg', { range: 'bytes=0-3' });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('<svg');
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
  });

  it('never falls back to the SPA for API paths', async () => {
    const response = await get('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
