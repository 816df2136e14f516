import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { escapeHtml } from '../shared/escape-html';
import {
  prerenderedDir,
  prerenderedFileName,
  prerenderedHeroVideoSrc,
  prerenderedPaths,
  prerenderVariantName,
} from '../shared/prerender';
import { isPagePath } from '../shared/paths';
import { defaultPublicConfig, type PublicConfig } from '../shared/public-config';

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
 * `no-cache` for everything else, the pre-rendered public pages at their paths, the SPA for other pages, and a
 * real 404 for missing files and for unknown paths (those with the SPA, which shows its not-found page).
 */
export function createStaticFiles(
  dir: string,
  options: { transformIndexHtml?: (html: string) => string; publicConfig?: PublicConfig } = {},
) {
  const transformHtml = (body: Buffer) => {
    const transformed = options.transformIndexHtml?.(body.toString('utf8'));
    if (transformed === undefined) return body;
    return Buffer.from(transformed);
  };
  const files = new Map<string, StaticFile>();
  if (existsSync(dir)) {
    for (const path of walk(dir)) {
      if (path.endsWith('.br') || path.endsWith('.gz')) continue;
      const urlPath = '/' + relative(dir, path).split(sep).join('/');
      // Pre-rendered pages are served at their own paths only (below).
      if (urlPath.startsWith(`/${prerenderedDir}/`)) continue;
      let body: Buffer = readFileSync(path);
      let br = readIfExists(`${path}.br`);
      let gzip = readIfExists(`${path}.gz`);
      if (urlPath === '/index.html' && options.transformIndexHtml) {
        body = transformHtml(body);
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
  const pages = loadPrerenderedPages(dir, options.publicConfig ?? defaultPublicConfig, transformHtml);

  return {
    available: indexHtml !== undefined,
    /** Answers a GET or HEAD for a public file or client route; null when it is not ours to answer. */
    respond(c: Context): Response | null {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
      const path = safeDecode(c.req.path);
      const file = path && path !== '/index.html' ? files.get(path) : undefined;
      if (file) return send(c, file);
      const page = path ? pages.get(path) : undefined;
      if (page) return send(c, page);
      // A missing file of a type we serve is a real 404; any other path is a client route (an invitation's
      // link id has a dot in it, for one).
      const looksLikeFile = Object.hasOwn(types, extname(path ?? '').toLowerCase());
      if (!path || path.startsWith('/assets/') || path.startsWith('/media/') || looksLikeFile) return null;
      if (!indexHtml) return null;
      return isPagePath(path) ? send(c, indexHtml) : send(c, indexHtml, 404);
    },
  };
}

/**
 * The public pages pre-rendered at build time (docs/decisions/021), in the variant that matches this server's
 * settings, with the same head as index.html and this server's hero video; none when the build has none.
 */
function loadPrerenderedPages(
  dir: string,
  config: PublicConfig,
  transformHtml: (body: Buffer) => Buffer,
): Map<string, StaticFile> {
  const pages = new Map<string, StaticFile>();
  const variantDir = join(dir, prerenderedDir, prerenderVariantName(config));
  const heroVideoSrc = `src="${escapeHtml(config.heroVideoUrl)}"`;
  for (const path of prerenderedPaths) {
    const file = join(variantDir, prerenderedFileName(path));
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8').replaceAll(prerenderedHeroVideoSrc, heroVideoSrc);
    const body = transformHtml(Buffer.from(html));
    const page: StaticFile = {
      body,
      // Quick brotli now, so start-up stays fast; the smallest one in the thread pool soon after.
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(body, { level: 9 }),
      type: types['.html']!,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: 'no-cache',
    };
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, (error, smallest) => {
      if (!error) page.br = smallest;
    });
    pages.set(path, page);
  }
  return pages;
}

function send(c: Context, file: StaticFile, status: 200 | 404 = 200): Response {
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
  });
  if (file.br || file.gzip) headers.set('vary', 'accept-encoding');
  if (status === 404) headers.delete('etag');
  else if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });

  const accepted = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepted)) {
    body = file.br;
    headers.set('content-encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set('content-encoding', 'gzip');
  }

  const range =
    status === 200 && !headers.has('content-encoding') && parseRange(c.req.header('range'), body.length);
  headers.set('accept-ranges', 'bytes');
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
    body = body.subarray(range.start, range.end + 1);
  }
  headers.set('content-length', String(body.length));
  const payload = c.req.method === 'HEAD' ? null : new Uint8Array(body);
  return new Response(payload, { status: range ? 206 : status, headers });
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
