import { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** The CSP without inline scripts: Radix and sonner position popovers and toasts with style attributes. */
function contentSecurityPolicy(mediaOrigins: string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", ...mediaOrigins]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every answer's security headers, in the order they are sent (lower case, as HTTP/2 and Node keep them). */
export function securityHeaderList(options: { production: boolean; mediaOrigins: string[] }) {
  return [
    ['cross-origin-resource-policy', 'same-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.production ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['content-security-policy', contentSecurityPolicy(options.mediaOrigins)],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ] as [string, string][];
}

/**
 * docs/product.md#security: a CSP without inline scripts, HSTS in production, nosniff, Referrer-Policy and COOP on
 * every answer; a header the answer sets itself (an uploaded file's stricter CSP) is kept. Served by Node, they
 * go on the Node response before the route runs, which merges the answer's own headers over them when it writes
 * the head: setting a dozen headers on the answer's web `Headers` instead was a tenth of a small request's CPU
 * (docs/decisions/063-request-hot-path.md). Called without Node (`app.request` in tests), they are set on the
 * answer's headers after the route, where it set none.
 */
export function securityHeaders(options: { production: boolean; mediaOrigins: string[] }): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
