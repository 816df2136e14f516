import { Badge } from '@/client/components/ui/badge';
import { formatDateTime } from '@/client/lib/format';
import type { AdminUserRow } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';

const copy = adminMessages.users;

export const RoleBadge = ({ user }: { user: AdminUserRow }) => (
  <span className="flex flex-wrap items-center gap-1">
    <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>
      {user.role === 'admin' ? copy.roleAdmin : copy.roleUser}
    </Badge>
    {user.managedByConfig && <Badge variant="outline">{copy.managed}</Badge>}
  </span>
);

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
