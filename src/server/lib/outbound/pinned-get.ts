import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import type { LookupFunction } from 'node:net';
import type { StreamErrorFact } from '../../../shared/stream-errors';
import { allowedAddresses, checkScheme, type OutboundPolicy, type ResolvedAddress } from './address-guard';

/**
 * Why a GET did not bring a body back (beside `OutboundRefused`, thrown by the guard): what the source said (an HTTP
 * status, the socket's error) or, in Tessera's words, a `StreamErrorFact`.
 */
export class FetchFailure extends Error {
  constructor(
    readonly reason: 'http-error' | 'too-large' | 'timeout',
    readonly says: StreamErrorFact | string,
  ) {
    super(typeof says === 'string' ? says : `${reason}: ${JSON.stringify(says)}`);
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

export type PinnedGetResult = PinnedAnswer<{ body: Buffer }>;

/** A 304, or a 2xx whose body was read (`T`: in memory, or written to a file). */
export type PinnedAnswer<T> =
  | { status: 'not-modified'; url: string }
  | ({ status: 'ok'; url: string; headers: IncomingMessage['headers'] } & T);

/** A body written to a file as it came: its size and SHA-256 (hex), hashed on the way. */
export type SpooledBody = { size: number; digest: string };

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

/** A `Content-Length` past the cap is refused before any byte is read. */
function refuseDeclared(response: IncomingMessage, maxBytes: number) {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchFailure('too-large', { code: 'announcedBytes', bytes: declared });
  }
}

/** Each chunk of the body, counted: past `maxBytes` the read stops (`too-large`). */
async function* cappedChunks(response: IncomingMessage, maxBytes: number): AsyncGenerator<Buffer> {
  refuseDeclared(response, maxBytes);
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchFailure('too-large', { code: 'overBytes', bytes: maxBytes });
    }
    yield chunk;
  }
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<{ body: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of cappedChunks(response, maxBytes)) chunks.push(chunk);
  return { body: Buffer.concat(chunks) };
}

/** The body written to `path` as it comes (never held whole), hashed on the way; the file is left to the caller. */
async function spoolCapped(response: IncomingMessage, maxBytes: number, path: string): Promise<SpooledBody> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    cappedChunks(response, maxBytes),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path),
  );
  return { size, digest: hash.digest('hex') };
}

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * GET `start` through the address guard: each hop's host is resolved and checked (`allowedAddresses`) and the
 * socket connects to the checked address only (no second resolution: DNS rebinding cannot pass). Redirects are
 * followed by hand, at most `maxRedirects`, each checked the same way; `originHeaders` go only to the first
 * URL's origin. A 304 answers `not-modified`; any other non-2xx is an `http-error`; a body past `maxBytes` is
 * `too-large` (read no further); `signal` aborting (the time cap) is a `timeout`.
 */
export function pinnedGet(start: URL, options: PinnedGetOptions): Promise<PinnedGetResult> {
  return pinnedRead(start, options, (response) => readCapped(response, options.maxBytes));
}

/**
 * `pinnedGet` whose body goes straight to the file at `path` as it comes (the same guard, pinning, redirects, caps
 * and failures), its SHA-256 computed on the way: a 20 MB pull is never held in memory. The file may hold part of
 * a body when it throws; the caller removes it either way.
 */
export function pinnedGetToFile(
  start: URL,
  options: PinnedGetOptions,
  path: string,
): Promise<PinnedAnswer<SpooledBody>> {
  return pinnedRead(start, options, (response) => spoolCapped(response, options.maxBytes, path));
}

async function pinnedRead<T>(
  start: URL,
  options: PinnedGetOptions,
  read: (response: IncomingMessage) => Promise<T>,
): Promise<PinnedAnswer<T>> {
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
      if (options.signal.aborted) throw new FetchFailure('timeout', { code: 'noAnswer' });
      throw new FetchFailure('http-error', (error as Error).message);
    }
    const status = response.statusCode ?? 0;
    if (redirects.has(status) && response.headers.location) {
      response.resume();
      if (hop >= options.maxRedirects)
        throw new FetchFailure('http-error', { code: 'redirects', count: options.maxRedirects });
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
      const body = await read(response);
      return { status: 'ok', url: url.toString(), headers: response.headers, ...body };
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      if (options.signal.aborted) throw new FetchFailure('timeout', { code: 'noAnswer' });
      throw new FetchFailure('http-error', (error as Error).message);
    }
  }
}
