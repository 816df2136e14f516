import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** `/storage/<bucket>/<name>`: uploaded images, served from the database. */
export const storageRoutes = new Hono<AppEnv>();
