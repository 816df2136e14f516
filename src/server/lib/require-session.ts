import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { activeWorkspaceFor } from '../auth/auth-store';
import { sessions } from '../db/schema/index';
import { ApiError } from './api-error';

/** Lets only signed-in callers through (401 otherwise) and puts their user and session on the context. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, database } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  const { user, session } = result;
  if (!session.activeOrganizationId) {
    // A sign-up's first session is made before its workspace is; it starts in the user's oldest workspace.
    const workspaceId = await activeWorkspaceFor(database.db, user.id);
    if (workspaceId) {
      await database.db
        .update(sessions)
        .set({ activeOrganizationId: workspaceId })
        .where(eq(sessions.id, session.id));
      session.activeOrganizationId = workspaceId;
    }
  }
  c.set('user', user);
  c.set('session', session);
  await next();
});
