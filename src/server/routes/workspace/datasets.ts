import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/workspace/datasets`: datasets saved from the playground. */
export const datasetRoutes = new Hono<AppEnv>();
