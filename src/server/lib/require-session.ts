import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { activeWorkspaceFor, isMember } from '../auth/auth-store';
import { sessions } from '../db/schema/index';
import { ApiError } from './api-error';

/** Lets only signed-in callers through (401 otherwise) and puts their user and session on the context. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, database } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  const { user, session } = result;
  const active = session.activeOrganizationId;
  if (!active || !(await isMember(database.db, active, user.id))) {
    // A sign-up's first session is made before its workspace is, and a removed member loses the workspace
    // they were in: either way the session moves to the user's oldest remaining workspace.
    const workspaceId = await activeWorkspaceFor(database.db, user.id);
    await database.db
      .update(sessions)
      .set({ activeOrganizationId: workspaceId })
      .where(eq(sessions.id, session.id));
    session.activeOrganizationId = workspaceId;
  }
  c.set('user', user);
  c.set('session', session);
  await next();
});
