import type { AdminUserFilters, AuditFilters, FeedbackFilters } from '@/shared/admin';

/** The admin dashboard's cache keys; every admin change refreshes everything under `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  overview: ['admin', 'overview'] as const,
  signUps: (days: number) => ['admin', 'sign-ups', days] as const,
  users: (filters: AdminUserFilters) => ['admin', 'users', filters] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  feedback: (filters: FeedbackFilters) => ['admin', 'feedback', filters] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

/** `?a=1&b=x` from the set filters, leaving out empty and 'all' ones. */
export const filterQuery = (filters: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined || value === '' || value === 'all' ? [] : [[key, String(value)]],
    ),
  ).toString();
