import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const bodiless = new Set(['GET', 'HEAD']);

/**
 * Hono's bodyLimit with a per-path maximum, built once rather than per request. GET and HEAD pass straight
 * through: they carry no body, and asking for one would make the Node adapter build a full Request.
 */
export function bodySizeLimit(options: {
  defaultMaxBytes: number;
  maxBytesByPath: Record<string, number>;
  onError: () => never;
}): MiddlewareHandler {
  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: options.onError });
  const byPath = new Map(Object.entries(options.maxBytesByPath).map(([path, max]) => [path, limit(max)]));
  const fallback = limit(options.defaultMaxBytes);
  return (c, next) => {
    if (bodiless.has(c.req.method)) return next();
    return (byPath.get(c.req.path) ?? fallback)(c, next);
  };
}
