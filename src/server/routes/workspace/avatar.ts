import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/workspace/avatar`: the workspace's picture. */
export const avatarRoutes = new Hono<AppEnv>();
