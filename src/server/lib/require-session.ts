import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';
import { apiMessages } from '../../shared/i18n/messages/api';

/**
 * Lets only signed-in callers through (401 otherwise) and puts their user and session on the context, with the
 * membership of the session's active workspace for requireWorkspace: one query per request, never cached
 * (auth/session-lookup.ts).
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const caller = await c.var.deps.sessionLookup(c.req.raw.headers);
  if (!caller) throw new ApiError(401, 'unauthorized', apiMessages.signIn);
  c.set('user', caller.user);
  c.set('session', caller.session);
  c.set('sessionMembership', caller.membership);
  await next();
  // better-auth refreshed the session (at most daily): the browser's cookie slides with it.
  for (const cookie of caller.setCookies) c.res.headers.append('set-cookie', cookie);
});
