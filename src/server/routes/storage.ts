import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isObjectName, isStorageBucket } from '../storage/buckets';
import { webStream } from '../storage/web-stream';

/** Served bytes run nothing and load nothing, even if a browser were talked into rendering them as a page. */
const sandboxPolicy = "default-src 'none'; sandbox";

/**
 * `/storage/<bucket>/<name>`: uploaded images, streamed from the file store without a session (names are
 * unguessable UUIDs) and cached for a year, since a name's bytes never change (docs/product.md#security).
 */
export const storageRoutes = new Hono<AppEnv>()
  .get('/:bucket/:name', async (c) => {
    const { bucket, name } = c.req.param();
    if (!isStorageBucket(bucket) || !isObjectName(name)) return notFound(c);
    const object = await c.var.deps.storage.open(bucket, name);
    if (!object || object.contentType !== 'image/webp') return notFound(c);
    const headers = {
      'content-type': object.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: object.etag,
    };
    if (alreadyHas(c.req.header('if-none-match'), object.etag)) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD')
      return c.body(null, 200, { ...headers, 'content-length': String(object.size) });
    return c.body(webStream(object.stream()), 200, { ...headers, 'content-length': String(object.size) });
  })
  .all('*', (c) => notFound(c));

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404);

/** Whether an If-None-Match header lists this ETag: the browser's copy is current. */
const alreadyHas = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false;

/**
 * Mounted on `/storage/*` before the app-wide security headers, so this response-specific CSP replaces theirs
 * (they overwrite whatever a route sets) and nosniff is there even if they change.
 */
export const storageSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('content-security-policy', sandboxPolicy);
  c.res.headers.set('x-content-type-options', 'nosniff');
});
