import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../lib/require-admin';
import { requireSession } from '../../lib/require-session';
import { adminAuditRoutes } from './audit';
import { adminFeedbackRoutes } from './feedback';
import { adminOverviewRoutes } from './overview';
import { adminUserRoutes } from './users';

/**
 * `/api/admin`: the admin dashboard's API. Every route sits behind the session check and the admin check
 * (role and two-factor read from the database on each request), applied here once.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireSession, requireAdmin)
  .route('/', adminOverviewRoutes)
  .route('/users', adminUserRoutes)
  .route('/feedback', adminFeedbackRoutes)
  .route('/audit', adminAuditRoutes);
