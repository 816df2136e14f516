import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/account`: the signed-in user's own account: permissions, sign-in methods, sessions, export, deletion. */
export const accountRoutes = new Hono<AppEnv>();
