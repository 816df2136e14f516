import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** `/api/preferences`: the user's theme, language and time zone, and their connected apps. */
export const preferencesRoutes = new Hono<AppEnv>();
