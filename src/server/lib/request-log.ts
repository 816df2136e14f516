import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';

/** One line per request. Only the path is logged: query strings can carry reset tokens. */
export function requestLog(logger: Logger) {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
