import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses state-changing requests sent from another site (DESIGN §4). */
export function sameOriginOnly(allowedOrigins: string[]) {
  return createMiddleware(async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !allowedOrigins.includes(origin)) || site === 'cross-site') {
        throw new ApiError(403, 'forbidden_origin', 'Cross-site requests are not allowed.');
      }
    }
    await next();
  });
}
