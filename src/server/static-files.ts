import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from memory: precompressed variants, immutable caching for hashed assets,
 * `no-cache` for everything else, the SPA fallback for client routes and a real 404 for missing files.
 */
export function createStaticFiles(
  dir: string,
  options: { transformIndexHtml?: (html: string) => string } = {},
) {
  const files = new Map<string, StaticFile>();
  if (existsSync(dir)) {
    for (const path of walk(dir)) {
      if (path.endsWith('.br') || path.endsWith('.gz')) continue;
      const urlPath = '/' + relative(dir, path).split(sep).join('/');
      let body = readFileSync(path);
      let br = readIfExists(`${path}.br`);
      let gzip = readIfExists(`${path}.gz`);
      if (urlPath === '/index.html' && options.transformIndexHtml) {
        body = Buffer.from(options.transformIndexHtml(body.toString('utf8')));
        br = brotliCompressSync(body);
        gzip = gzipSync(body, { level: 9 });
      }
      const type = types[extname(path)] ?? 'application/octet-stream';
      files.set(urlPath, {
        body,
        br: compressible.test(type) ? br : undefined,
        gzip: compressible.test(type) ? gzip : undefined,
        type,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        cacheControl: urlPath.startsWith('/assets/') ? immutable : 'no-cache',
      });
    }
  }
  const indexHtml = files.get('/index.html');

  return {
    available: indexHtml !== undefined,
    /** Answers a GET or HEAD for a public file or client route; null when it is not ours to answer. */
    respond(c: Context): Response | null {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
      const path = safeDecode(c.req.path);
      const file = path && path !== '/index.html' ? files.get(path) : undefined;
      if (file) return send(c, file);
      // A missing file of a type we serve is a real 404; any other path is a client route (an invitation's
      // link id has a dot in it, for one).
      const looksLikeFile = Object.hasOwn(types, extname(path ?? '').toLowerCase());
      if (!path || path.startsWith('/assets/') || path.startsWith('/media/') || looksLikeFile) return null;
      return indexHtml ? send(c, indexHtml) : null;
    },
  };
}

function send(c: Context, file: StaticFile): Response {
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
  });
  if (file.br || file.gzip) headers.set('vary', 'accept-encoding');
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });

  const accepted = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepted)) {
    body = file.br;
    headers.set('content-encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set('content-encoding', 'gzip');
  }

  const range = !headers.has('content-encoding') && parseRange(c.req.header('range'), body.length);
  headers.set('accept-ranges', 'bytes');
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
    body = body.subarray(range.start, range.end + 1);
  }
  headers.set('content-length', String(body.length));
  const payload = c.req.method === 'HEAD' ? null : new Uint8Array(body);
  return new Response(payload, { status: range ? 206 : 200, headers });
}

function parseRange(header: string | undefined, size: number) {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : size - Number(match[2]);
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start >= 0 && start <= end ? { start, end } : null;
}

function safeDecode(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') || decoded.includes('..') ? null : decoded;
  } catch {
    return null;
  }
}

function readIfExists(path: string) {
  return existsSync(path) ? readFileSync(path) : undefined;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue; // build metadata such as .vite/manifest.json is not public
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
