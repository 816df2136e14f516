import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/admin`: the admin dashboard's API, behind requireAdmin. */
export const adminRoutes = new Hono<AppEnv>();
