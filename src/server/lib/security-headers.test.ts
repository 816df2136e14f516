import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app';

/** What every answer carries (docs/product.md#security), exactly as a browser reads it. */
const expected = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "media-src 'self'; font-src 'self'; connect-src 'self'; form-action 'self'; object-src 'none'; " +
    "base-uri 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'x-permitted-cross-domain-policies': 'none',
};

const headersOf = (response: Response) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]));

describeOnEachDatabase(
  'security headers over a socket',
  (context) => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      server = createAdaptorServer({ fetch: context().app.fetch }) as Server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends them on API answers, errors, public API refusals and pages, as app.request sees them', async () => {
      const requests: [string, RequestInit][] = [
        ['/api/health', {}],
        ['/api/nope', {}],
        ['/missing.js', {}],
        ['/api/workspace', {}],
        ['/api/feedback', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
        [`/api/v1/models/${randomUUID()}/predictions`, { method: 'POST', body: '{"rows":[]}' }],
      ];
      for (const [path, init] of requests) {
        const overSocket = await fetch(origin + path, init);
        await overSocket.arrayBuffer();
        expect(headersOf(overSocket), path).toEqual(expected);
        expect(headersOf(await context().app.request(path, init)), path).toEqual(expected);
        expect(overSocket.headers.get('x-request-id'), path).toBeTruthy();
      }
    });

    it('keeps an uploaded file its own sandboxing CSP', async () => {
      const name = `${randomUUID()}.webp`;
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
        .webp()
        .toBuffer();
      await context().deps.storage.put('user-avatars', name, 'image/webp', webp);
      const response = await fetch(`${origin}/storage/user-avatars/${name}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });
  },
  { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
);
