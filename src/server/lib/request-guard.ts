import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';
import { readJsonText } from './json-text';
import { apiMessages } from '../../shared/i18n/messages/api';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The checks every `/api` request passes before a route sees it (docs/product.md#security):
 * - no NUL anywhere in the URL (PostgreSQL text cannot hold one);
 * - a state-changing request comes from our own pages: `Origin` is APP_URL, or, without an Origin,
 *   `Sec-Fetch-Site: same-origin` (a form or script on another site, or a client that says nothing, is refused);
 * - its body, if any, is JSON (multipart only where a route takes an upload), checked once here for depth and
 *   NUL characters and kept on `c.var.body` for the route.
 */
export function requestGuard({ appUrl, multipartPaths = [] }: { appUrl: string; multipartPaths?: string[] }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/%00|\0/.test(c.req.url)) {
      throw new ApiError(400, 'invalid_input', apiMessages.nulInAddress);
    }
    if (safeMethods.has(c.req.method)) return next();

    const origin = c.req.header('origin');
    const sameSite = origin ? origin === appUrl : c.req.header('sec-fetch-site') === 'same-origin';
    if (!sameSite) throw new ApiError(403, 'forbidden_origin', apiMessages.crossSite);

    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'multipart/form-data' && multipartPaths.includes(c.req.path)) return next();
    const text = await c.req.text();
    if (text === '') return next();
    if (type !== 'application/json') {
      throw new ApiError(415, 'unsupported_media_type', apiMessages.jsonOnly);
    }
    c.set('body', readJsonText(text));
    await next();
  });
}
