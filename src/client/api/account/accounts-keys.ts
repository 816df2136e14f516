/** The Accounts screen's server-state keys, under one `account` root so a change can refresh them together. */
export const accountsKeys = {
  root: ['account'] as const,
  permissions: ['account', 'permissions'] as const,
  signInMethods: ['account', 'sign-in-methods'] as const,
  sessions: ['account', 'sessions'] as const,
};
