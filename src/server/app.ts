import { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import { datasetMaxBytes } from '../shared/datasets';
import { avatarMaxBytes } from '../shared/workspace';
import { ApiError, errorBody } from './lib/api-error';
import { bodySizeLimit } from './lib/body-size-limit';
import { requestLog } from './lib/request-log';
import { requestGuard } from './lib/request-guard';
import { requestId } from './lib/request-id';
import { languageFromRequest } from './lib/language';
import { securityHeaders } from './lib/security-headers';
import { prepareIndexHtml, publicConfig } from './public-config';
import { isLocalOrigin } from './env';
import { apiDocumentRoutes } from './routes/api-document';
import { authRoutes } from './routes/auth';
import { createDevMailRoutes } from './routes/dev-mail';
import { feedbackRoutes } from './routes/feedback';
import { healthRoutes } from './routes/health';
import { readyRoutes } from './routes/ready';
import { profileRoutes } from './routes/profile';
import { createSeoRoutes } from './routes/seo';
import { v1Routes } from './routes/v1/index';
import { hookRoutes } from './routes/hooks';
import { workspaceRoutes } from './routes/workspace/index';
import { workspacesRoutes } from './routes/workspaces';
import { accountRoutes } from './routes/account/index';
import { adminRoutes } from './routes/admin/index';
import { invitationsRoutes } from './routes/invitations';
import { preferencesRoutes } from './routes/preferences';
import { storageRoutes, storageSecurityHeaders } from './routes/storage';
import { createStaticFiles } from './static-files';
import { apiMessages } from '../shared/i18n/messages/api';
import { commonMessages } from '../shared/i18n/messages/common';

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
    ? createStaticFiles(clientDir, {
        transformIndexHtml: (html) => prepareIndexHtml(html, env),
        publicConfig: config,
      })
    : null;

  const api = new Hono<AppEnv>()
    // Uploads may be larger than anything else the API takes.
    .use(bodySizeLimit({ defaultMaxBytes: 256 * 1024, maxBytesByPath: uploadLimits, onError: tooLarge }))
    .use(requestGuard({ appUrl: env.APP_URL, multipartPaths: Object.keys(uploadLimits) }))
    .use(async (c, next) => {
      await next();
      // On the answer's own headers: c.header() after next() would make the Node adapter copy the response.
      c.res.headers.set('cache-control', 'no-store');
    })
    .route('/health', healthRoutes)
    .route('/ready', readyRoutes)
    .route('/openapi.json', apiDocumentRoutes)
    .route('/feedback', feedbackRoutes)
    .route('/auth', authRoutes)
    .route('/profile', profileRoutes)
    .route('/workspace', workspaceRoutes)
    .route('/workspaces', workspacesRoutes)
    .route('/invitations', invitationsRoutes)
    .route('/account', accountRoutes)
    .route('/preferences', preferencesRoutes)
    .route('/admin', adminRoutes)
    .all('*', () => {
      throw new ApiError(404, 'not_found', apiMessages.notFound);
    });

  const app = new Hono<AppEnv>();
  // First, so that it times the whole request; labelled by route pattern, never the raw path.
  if (deps.metrics) app.use(deps.metrics.middleware);
  app
    .use(requestId)
    .use(languageFromRequest)
    .use(requestLog(logger))
    // Before the app-wide headers, so that uploaded files keep their own, stricter CSP.
    .use('/storage/*', storageSecurityHeaders)
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
    // The public API (API keys, docs/decisions/044) before the app's own: its callers are programs, not our pages.
    .route('/api/v1', v1Routes as unknown as Hono<AppEnv>)
    // Webhook deliveries from other services (issue 24): signed with the stream's secret, never from our pages.
    .route('/api/hooks', hookRoutes)
    .route('/api', api)
    .route('/', createSeoRoutes(env.APP_URL))
    .route('/storage', storageRoutes)
    // Reset links are secrets: the dev outbox exists only while the app is served on this machine.
    .route('/dev/mail', isLocalOrigin(env.APP_URL) ? createDevMailRoutes() : new Hono<AppEnv>())
    .get('*', (c) => staticFiles?.respond(c) ?? c.text('Not found', 404));

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody('not_found', apiMessages.notFound), 404)
      : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json(errorBody(error.code, error.message, error.field), error.status, error.headers);
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
    if (isClientAbort(error)) {
      // The caller went away mid-request; nobody is left to answer, and it is not our fault.
      logger.info({ reqId: c.get('requestId') }, 'request aborted by the client');
      return c.json(errorBody('aborted', apiMessages.aborted), 400);
    }
    if (isInvalidTextError(error)) {
      return c.json(errorBody('invalid_input', apiMessages.unstorableText), 400);
    }
    if (deps.databaseOutage.failed(error)) {
      // Logged once per outage by databaseOutage; the caller may simply try again.
      return c.json(errorBody('database_unavailable', apiMessages.unavailable), 503, {
        'retry-after': String(retryAfterSeconds),
      });
    }
    logger.error({ err: error, reqId: c.get('requestId') }, 'unhandled error');
    return c.json(errorBody('internal_error', commonMessages.errors.unexpected), 500);
  });

  return app;
}

/** What a 503 for an unreachable database tells the caller to wait before trying again. */
const retryAfterSeconds = 5;

/** The routes that take a multipart upload, and how large each may be with its form overhead. */
const formOverhead = 64 * 1024;
const uploadLimits: Record<string, number> = {
  '/api/workspace/avatar': avatarMaxBytes + formOverhead,
  '/api/profile/avatar': avatarMaxBytes + formOverhead,
  '/api/workspace/datasets': datasetMaxBytes + formOverhead,
};

const tooLarge = () => {
  throw new ApiError(413, 'payload_too_large', apiMessages.tooLarge);
};

/** A body read that failed because the client closed the connection. */
function isClientAbort(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted';
}

/** PostgreSQL's "invalid byte sequence" (22021): the caller's text, not our fault. */
function isInvalidTextError(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes('22021');
}
