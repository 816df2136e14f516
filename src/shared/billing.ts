import { maxMembersPerWorkspace, maxPendingInvitations } from './workspace';

/** Billing as a member of the active workspace sees it (`GET /api/workspace/billing`). */
export type BillingOverview = {
  /** Every workspace is on the free plan: Tessera sells no subscription yet. */
  plan: 'free';
  subscription: null;
  /** Whether BILLING_PORTAL_URL is set on this server. */
  portalConfigured: boolean;
  /** The payment provider's customer portal, for Owners only. */
  portalUrl: string | null;
};

/** The plans there are: one, free, with the limits the server enforces. */
export const plans = [
  {
    id: 'free',
    limits: { members: maxMembersPerWorkspace, pendingInvitations: maxPendingInvitations },
  },
] as const;
