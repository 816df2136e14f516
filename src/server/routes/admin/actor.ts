import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientAddress } from '../../lib/client-address';
import type { AdminActor } from '../../services/admin/audit';

/** The admin making this request, as the audit log records them. */
export const actorOf = (c: Context<AppEnv>): AdminActor => ({
  id: c.var.user.id,
  email: c.var.user.email,
  address: clientAddress(c, c.var.deps.env.TRUST_PROXY),
});
