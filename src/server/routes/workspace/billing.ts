import { Hono } from 'hono';
import type { BillingOverview } from '../../../shared/billing';
import { can } from '../../../shared/permissions';
import type { AppEnv } from '../../app-env';
import { requireWorkspace } from '../../lib/require-workspace';

/** `/api/workspace/billing`: the workspace's plan; the customer portal's link goes to its Owners only. */
export const billingRoutes = new Hono<AppEnv>().get('/', requireWorkspace(), (c) => {
  const portal = c.var.deps.env.BILLING_PORTAL_URL ?? null;
  const overview: BillingOverview = {
    plan: 'free',
    subscription: null,
    portalConfigured: portal !== null,
    portalUrl: can(c.var.workspace.role, 'billing:manage') ? portal : null,
  };
  return c.json({ billing: overview });
});
