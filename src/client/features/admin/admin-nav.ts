import { paths } from '@/shared/paths';

/** The admin navigation, in order: each item's label key in `adminMessages.nav`, and whether it shows the new-feedback count. */
export const adminNavItems = [
  { key: 'overview', path: paths.admin.dashboard },
  { key: 'users', path: paths.admin.users },
  { key: 'feedback', path: paths.admin.feedback, showsNewFeedback: true },
  { key: 'audit', path: paths.admin.audit },
] as const;
