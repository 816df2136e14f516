/** Settings → Billing and Plans (docs/product.md#screens). */
export const billingMessages = {
  billing: {
    description: 'Subscriptions, invoices and payment details for this workspace.',
    explanationTitle: 'How billing works',
    explanation:
      'A subscription belongs to a workspace and is paid by its Owner. Invoices, payment methods and billing details are kept by our card payment provider; you manage them in its customer portal.',
    subscriptionTitle: 'Subscription',
    empty: "You don't have an active subscription.",
    onFreePlan: 'This workspace is on the free plan.',
    seePlans: 'See plans',
    portalTitle: 'Customer portal',
    portalBody:
      'Update your personal information, payment methods and subscriptions at the payment provider.',
    openPortal: 'Manage billing in the customer portal',
    opensInNewTab: '(opens in a new tab)',
    ownersOnly: 'Only the workspace Owner can manage billing.',
    loadFailed: 'Unable to load billing',
  },
  plans: {
    description: 'What each plan includes.',
    current: 'Current plan',
    perMonth: 'per month',
    only: 'Tessera has one plan today, and it is free. Every workspace gets all of it.',
    free: {
      name: 'Free',
      price: '$0',
      summary: 'Everything Tessera does, for teams of any kind.',
      features: (limits: { members: number; pendingInvitations: number }) => [
        `Up to ${limits.members} members per workspace`,
        `Up to ${limits.pendingInvitations} pending invitations at a time`,
        'Every data stream, connected per workspace',
        'Roles: Owner, Admin, Editor and Collaborator',
        'Two-factor authentication and Google sign-in',
      ],
    },
  },
} as const;
