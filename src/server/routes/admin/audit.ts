import { Hono } from 'hono';
import { auditFiltersSchema } from '../../../shared/admin';
import { adminMessages } from '../../../shared/i18n/messages/admin';
import type { AppEnv } from '../../app-env';
import { parseQuery } from '../../lib/parse-query';
import { listAudit } from '../../services/admin/audit';

/** `/api/admin/audit`: read only; nothing in the product edits or deletes the log. */
export const adminAuditRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const filters = parseQuery(c, auditFiltersSchema, adminMessages.errors.badFilter);
  return c.json(await listAudit(c.var.deps.database.db, filters));
});
