import { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { ApiError, errorBody } from './lib/api-error';
import { requestLog } from './lib/request-log';
import { requestGuard } from './lib/request-guard';
import { requestId } from './lib/request-id';
import { securityHeaders } from './lib/security-headers';
import { prepareIndexHtml, publicConfig } from './public-config';
import { isLocalOrigin } from './env';
import { authRoutes } from './routes/auth';
import { createDevMailRoutes } from './routes/dev-mail';
import { feedbackRoutes } from './routes/feedback';
import { healthRoutes } from './routes/health';
import { profileRoutes } from './routes/profile';
import { createSeoRoutes } from './routes/seo';
import { workspaceRoutes } from './routes/workspace';
import { createStaticFiles } from './static-files';

export type CreateAppOptions = AppDeps & {
  /** The built client to serve; the API alone is served when it is absent. */
  clientDir?: string;
};

/** Builds the whole HTTP application; `index.ts` serves it and the tests call it directly. */
export function createApp({ clientDir, ...deps }: CreateAppOptions) {
  const { env, logger } = deps;
  const config = publicConfig(env);
  const heroOrigin = new URL(config.heroVideoUrl, env.APP_URL).origin;
  const staticFiles = clientDir
    ? createStaticFiles(clientDir, { transformIndexHtml: (html) => prepareIndexHtml(html, env) })
    : null;

  const api = new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: 256 * 1024,
        onError: () => {
          throw new ApiError(413, 'payload_too_large', 'The request body is too large.');
        },
      }),
    )
    .use(requestGuard({ appUrl: env.APP_URL }))
    .use(async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .route('/health', healthRoutes)
    .route('/feedback', feedbackRoutes)
    .route('/auth', authRoutes)
    .route('/profile', profileRoutes)
    .route('/workspace', workspaceRoutes)
    .all('*', () => {
      throw new ApiError(404, 'not_found', 'No such API endpoint.');
    });

  const app = new Hono<AppEnv>()
    .use(requestId)
    .use(requestLog(logger))
    .use(
      securityHeaders({
        production: env.NODE_ENV === 'production',
        mediaOrigins: heroOrigin === env.APP_URL ? [] : [heroOrigin],
      }),
    )
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .route('/api', api)
    .route('/', createSeoRoutes(env.APP_URL))
    // Reset links are secrets: the dev outbox exists only while the app is served on this machine.
    .route('/dev/mail', isLocalOrigin(env.APP_URL) ? createDevMailRoutes() : new Hono<AppEnv>())
    .get('*', (c) => staticFiles?.respond(c) ?? c.text('Not found', 404));

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody('not_found', 'No such API endpoint.'), 404)
      : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json(errorBody(error.code, error.message), error.status, error.headers);
    if (error instanceof APIError && error.statusCode < 500) {
      const body = error.body as { code?: string; message?: string } | undefined;
      return c.json(
        errorBody(body?.code ?? 'bad_request', body?.message ?? error.message),
        error.statusCode as 400,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody('bad_request', error.message || 'Bad request.'), error.status);
    }
    if (isInvalidTextError(error)) {
      return c.json(errorBody('invalid_input', 'The request contains text that cannot be stored.'), 400);
    }
    logger.error({ err: error, reqId: c.get('requestId') }, 'unhandled error');
    return c.json(errorBody('internal_error', 'An unexpected error occurred'), 500);
  });

  return app;
}

/** PostgreSQL's "invalid byte sequence" (22021): the caller's text, not our fault. */
function isInvalidTextError(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes('22021');
}
