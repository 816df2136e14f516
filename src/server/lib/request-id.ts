import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { uuidPattern } from './uuid-param';

/**
 * Every request gets an id for its log lines and the X-Request-Id answer header. A proxy's id is kept only
 * when it is a UUID; anything else a client sends is replaced, so it cannot pose as another request's id.
 */
export const requestId = createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && uuidPattern.test(incoming) ? incoming.toLowerCase() : randomUUID();
  c.set('requestId', id);
  c.header('x-request-id', id);
  await next();
});
