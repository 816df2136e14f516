import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused, type Resolve } from './address-guard';
import { FetchFailure, pinnedGet } from './pinned-get';

let server: Server;
let port: number;
const seen: { path: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', auth: request.headers['x-api-key'] as string | undefined });
    if (request.url === '/to-private') {
      response.writeHead(302, { location: 'http://10.20.30.40/data.csv' });
      return response.end();
    }
    if (request.url === '/to-self') {
      response.writeHead(302, { location: `http://localhost:${port}/data.csv` });
      return response.end();
    }
    if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' });
      return response.end();
    }
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/csv' });
      return response.end('x\n'.repeat(600));
    }
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end('a,b\n1,2\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = (allowPrivate: boolean, resolve?: Resolve) => ({
  policy: { allowPrivate, resolve },
  headers: {},
  originHeaders: { 'x-api-key': 'secret-key' },
  maxBytes: 1000,
  maxRedirects: 5,
  signal: AbortSignal.timeout(5_000),
});

describe('a GET through the address guard', () => {
  it('refuses the local server without the operator’s permission, before any request', async () => {
    const before = seen.length;
    await expect(
      pinnedGet(new URL(`http://127.0.0.1:${port}/data.csv`), options(false)),
    ).rejects.toBeInstanceOf(OutboundRefused);
    expect(seen.length).toBe(before);
  });

  it('connects to the address checked, not to what the name resolves to later (DNS rebinding)', async () => {
    let answers = 0;
    // First answer: the local server (allowed here); any second resolution would point elsewhere.
    const rebinding: Resolve = async () => {
      answers += 1;
      return [{ address: answers === 1 ? '127.0.0.1' : '10.255.255.1', family: 4 }];
    };
    const result = await pinnedGet(
      new URL(`http://files.example.test:${port}/data.csv`),
      options(true, rebinding),
    );
    expect(result).toMatchObject({ status: 'ok' });
    expect(answers).toBe(1);
  });

  it('refuses a redirect to a private address, checked like the first hop', async () => {
    // The first hop's address (the test's server) is let through; the redirect's is judged by the guard alone.
    const guarded = {
      ...options(false),
      policy: { allowPrivate: false, alsoAllow: (address: string) => address === '127.0.0.1' },
    };
    await expect(pinnedGet(new URL(`http://127.0.0.1:${port}/data.csv`), guarded)).resolves.toMatchObject({
      status: 'ok',
    });
    const refusal = await pinnedGet(new URL(`http://127.0.0.1:${port}/to-private`), guarded).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(OutboundRefused);
    expect(refusal).toMatchObject({ why: 'private-address', address: '10.20.30.40' });
  });

  it('follows at most five redirects, and drops the credentials header when a redirect leaves the origin', async () => {
    await expect(pinnedGet(new URL(`http://127.0.0.1:${port}/loop`), options(true))).rejects.toMatchObject({
      reason: 'http-error',
    });
    seen.length = 0;
    await pinnedGet(new URL(`http://127.0.0.1:${port}/to-self`), options(true));
    expect(seen).toEqual([
      { path: '/to-self', auth: 'secret-key' },
      { path: '/data.csv', auth: undefined },
    ]);
  });

  it('stops reading past the size cap', async () => {
    const refusal = await pinnedGet(new URL(`http://127.0.0.1:${port}/big`), options(true)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(FetchFailure);
    expect(refusal).toMatchObject({ reason: 'too-large' });
  });
});
