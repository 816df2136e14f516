import { ArrowLeft } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { useAdminUser } from '@/client/api/admin/list-users';
import { LoadError } from '@/client/components/load-error';
import { PageHeader } from '@/client/components/page-header';
import { SettingsSection } from '@/client/components/settings-section';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { formatDate, formatDateTime } from '@/client/lib/format';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { commonMessages } from '@/shared/i18n/messages/common';
import { paths } from '@/shared/paths';
import { TwoFactorBadge } from './admins-card';
import { methodLabels, RoleBadge, StatusBadge } from './user-badges';
import { UserActions } from './user-actions';

const copy = adminMessages.user;
const columns = adminMessages.users.columns;

/** /admin/users/:id: one account, its workspaces and open sessions, and the admin actions on it. */
export function UserDetailScreen({ id }: { id: string }) {
  const user = useAdminUser(id);
  const me = useAuth().user;
  const back = (
    <Link
      to={paths.admin.users}
      className="inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {copy.back}
    </Link>
  );
  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    const notFound = user.error instanceof ApiRequestError && user.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        {notFound ? (
          <p role="alert">{copy.notFound}</p>
        ) : (
          <LoadError message={commonMessages.errors.unexpected} onRetry={() => void user.refetch()} />
        )}
      </div>
    );
  }
  const data = user.data;
  const facts: [string, React.ReactNode][] = [
    [columns.email, data.email],
    [columns.verified, data.emailVerified ? adminMessages.users.yes : adminMessages.users.no],
    [columns.methods, methodLabels(data)],
    [columns.created, formatDate(data.createdAt, 'medium')],
    [columns.lastActive, data.lastActiveAt ? formatDateTime(data.lastActiveAt) : adminMessages.users.never],
    [columns.role, <RoleBadge key="role" user={data} />],
    [columns.status, <StatusBadge key="status" user={data} />],
    ...(data.banReason ? ([[copy.banReason, data.banReason]] as [string, React.ReactNode][]) : []),
    [columns.twoFactor, <TwoFactorBadge key="2fa" on={data.twoFactorEnabled} />],
  ];

  return (
    <div className="flex flex-col gap-6">
      {back}
      <PageHeader title={data.name} />
      <SettingsSection title={copy.details}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </SettingsSection>
      <SettingsSection title={copy.actions}>
        <UserActions user={data} actorId={me?.id ?? ''} />
      </SettingsSection>
      <SettingsSection title={copy.workspaces}>
        {data.workspaceList.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.noWorkspaces}</p>
        ) : (
          <ul className="divide-y text-sm">
            {data.workspaceList.map((workspace) => (
              <li key={workspace.id} className="flex justify-between gap-3 py-2">
                <span>{workspace.name}</span>
                <span className="capitalize text-muted-foreground">{workspace.role}</span>
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      <SettingsSection title={copy.sessions}>
        {data.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.noSessions}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  {[
                    copy.sessionCreated,
                    copy.sessionSeen,
                    copy.sessionExpires,
                    copy.address,
                    copy.device,
                  ].map((label) => (
                    <th key={label} scope="col" className="whitespace-nowrap py-2 pr-3 font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {data.sessions.map((session) => (
                  <tr key={session.id}>
                    <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(session.createdAt)}</td>
                    <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(session.updatedAt)}</td>
                    <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(session.expiresAt)}</td>
                    <td className="py-2 pr-3">{session.ipAddress ?? '—'}</td>
                    <td className="max-w-xs truncate py-2 pr-3" title={session.userAgent ?? undefined}>
                      {session.userAgent ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SettingsSection>
    </div>
  );
}
