import { createMiddleware } from 'hono/factory';
import { workspaceMessages } from '../../shared/i18n/messages/workspace';
import { can, type WorkspaceAction } from '../../shared/permissions';
import type { AppEnv } from '../app-env';
import { resolveMembership, touchLastActive } from '../services/workspace/membership';
import { ApiError } from './api-error';

/**
 * After requireSession: the caller's active workspace and role, from the database, once per request, onto
 * `c.var.workspace`; with an action, refuses (403) a role the permission matrix does not allow it.
 * The membership comes with the session's own query; only when it is gone (the member was removed, left, or
 * the workspace deleted) does resolveMembership move the session to another workspace. A member removed a
 * moment ago is refused on their very next request.
 */
export const requireWorkspace = (action?: WorkspaceAction) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.var.deps.database;
    const membership = c.var.sessionMembership ?? (await resolveMembership(db, c.var.session, c.var.user));
    if (action && !can(membership.role, action)) {
      throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
    }
    await touchLastActive(db, membership);
    c.set('workspace', membership);
    await next();
  });
