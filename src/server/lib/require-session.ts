import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';

/** Lets only signed-in callers through (401 otherwise) and puts their user and session on the context. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  c.set('user', result.user);
  c.set('session', result.session);
  await next();
});
