import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { allowedAddresses, checkScheme, type OutboundPolicy, type ResolvedAddress } from './address-guard';

/** Why a GET did not bring a body back (beside `OutboundRefused`, thrown by the guard). */
export class FetchFailure extends Error {
  constructor(
    readonly reason: 'http-error' | 'too-large' | 'timeout',
    detail: string,
  ) {
    super(detail);
    this.name = 'FetchFailure';
  }
}

export type PinnedGetOptions = {
  policy: OutboundPolicy;
  headers: Record<string, string>;
  /** Headers sent only to the first URL's origin (credentials): dropped when a redirect leaves it. */
  originHeaders?: Record<string, string>;
  maxBytes: number;
  maxRedirects: number;
  signal: AbortSignal;
};

export type PinnedGetResult =
  | { status: 'not-modified'; url: string }
  | { status: 'ok'; url: string; body: Buffer; headers: IncomingMessage['headers'] };

/** A `lookup` that answers only the address the guard checked, so the socket connects to nothing else. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

function request(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: 'GET', headers, signal, lookup: pinnedLookup(pinned), agent: false },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchFailure('too-large', `${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchFailure('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * GET `start` through the address guard: each hop's host is resolved and checked (`allowedAddresses`) and the
 * socket connects to the checked address only (no second resolution: DNS rebinding cannot pass). Redirects are
 * followed by hand, at most `maxRedirects`, each checked the same way; `originHeaders` go only to the first
 * URL's origin. A 304 answers `not-modified`; any other non-2xx is an `http-error`; a body past `maxBytes` is
 * `too-large` (read no further); `signal` aborting (the time cap) is a `timeout`.
 */
export async function pinnedGet(start: URL, options: PinnedGetOptions): Promise<PinnedGetResult> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    checkScheme(url);
    const [pinned] = await allowedAddresses(url.hostname, options.policy);
    const sameOrigin = url.origin === start.origin;
    const headers = { ...options.headers, ...(sameOrigin ? options.originHeaders : {}) };
    let response: IncomingMessage;
    try {
      response = await request(url, pinned!, headers, options.signal);
    } catch (error) {
      if (options.signal.aborted) throw new FetchFailure('timeout', 'the source did not answer in time');
      throw new FetchFailure('http-error', (error as Error).message);
    }
    const status = response.statusCode ?? 0;
    if (redirects.has(status) && response.headers.location) {
      response.resume();
      if (hop >= options.maxRedirects)
        throw new FetchFailure('http-error', `more than ${options.maxRedirects} redirects`);
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status === 304) {
      response.resume();
      return { status: 'not-modified', url: url.toString() };
    }
    if (status < 200 || status > 299) {
      response.resume();
      throw new FetchFailure('http-error', `HTTP ${status}`);
    }
    try {
      return {
        status: 'ok',
        url: url.toString(),
        body: await readCapped(response, options.maxBytes),
        headers: response.headers,
      };
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      if (options.signal.aborted) throw new FetchFailure('timeout', 'the source did not answer in time');
      throw new FetchFailure('http-error', (error as Error).message);
    }
  }
}
