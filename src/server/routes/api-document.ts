import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireSession } from '../lib/require-session';
import { fullDocument } from '../openapi/document';

/**
 * `GET /api/openapi.json`: every `/api` route (src/server/openapi). Signed-in callers only: it lists the app's own
 * and admin routes, which are no contract (docs/decisions/062). The public API's document stays open at
 * `/api/v1/openapi.json`.
 */
export const apiDocumentRoutes = new Hono<AppEnv>().get('/', requireSession, (c) =>
  c.json(fullDocument(c.var.deps.env.APP_URL)),
);
