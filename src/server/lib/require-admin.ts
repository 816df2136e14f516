import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { adminErrorCodes } from '../../shared/admin';
import { adminMessages } from '../../shared/i18n/messages/admin';
import type { AppEnv } from '../app-env';
import { users } from '../db/schema/index';
import { ApiError } from './api-error';
import { sessionPassedSecondFactor } from '../services/account/second-factor-passes';

/**
 * After requireSession: lets through only a global admin with two-factor on whose session passed it, all read
 * from the database on every request (never from the cookie or the request). Fails closed: no row, another role,
 * or a failing lookup (a 500) never lets anyone in. docs/decisions/016-admin-dashboard.md, docs/decisions/032
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const [row] = await c.var.deps.database.db
    .select({ role: users.role, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, c.var.user.id));
  if (row?.role !== 'admin') {
    throw new ApiError(403, adminErrorCodes.notAdmin, adminMessages.accessDenied);
  }
  if (row.twoFactorEnabled !== true) {
    throw new ApiError(403, adminErrorCodes.twoFactorRequired, adminMessages.twoFactorRequired.apiMessage);
  }
  // A session opened with the password alone (before two-factor was on, say) is not enough.
  if (!(await sessionPassedSecondFactor(c.var.deps.database.db, c.var.session.id))) {
    throw new ApiError(
      403,
      adminErrorCodes.twoFactorSessionRequired,
      adminMessages.twoFactorSessionRequired.apiMessage,
    );
  }
  await next();
});
