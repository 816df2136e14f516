import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address: the socket's, or with TRUST_PROXY the last X-Forwarded-For entry, which is the one
 * our own proxy appended (earlier entries are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
