import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/workspace/members`: the People page. */
export const memberRoutes = new Hono<AppEnv>();
