import { Badge } from '@/client/components/ui/badge';
import { formatDateTime } from '@/client/lib/format';
import type { AdminRole, AdminUserRow } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';

const copy = adminMessages.users;

// Read when rendering, so the labels follow the current language.
const roleBadges = (): Record<AdminRole, { label: string; variant: 'default' | 'outline' }> => ({
  admin: { label: copy.roleAdmin, variant: 'default' },
  user: { label: copy.roleUser, variant: 'outline' },
});

export const RoleBadge = ({ user }: { user: AdminUserRow }) => {
  const { label, variant } = roleBadges()[user.role];
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={variant}>{label}</Badge>
      {user.managedByConfig && <Badge variant="outline">{copy.managed}</Badge>}
    </span>
  );
};

export const StatusBadge = ({ user }: { user: AdminUserRow }) =>
  user.banned ? (
    <Badge variant="destructive">
      {user.banExpires ? copy.bannedUntil(formatDateTime(user.banExpires)) : copy.statusBanned}
    </Badge>
  ) : (
    <Badge variant="secondary">{copy.statusActive}</Badge>
  );

export const methodLabels = (user: AdminUserRow) =>
  user.methods
    .map((method) => (method === 'password' ? copy.methodPassword : copy.methodGoogle))
    .join(', ') || '—';
