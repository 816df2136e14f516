import { Link } from '@/client/lib/navigation/navigation';
import { useAdminUsers } from '@/client/api/admin/list-users';
import { PageHeader } from '@/client/components/page-header';
import { SearchField } from '@/client/components/search-field';
import { formatDate, formatDateTime } from '@/client/lib/format';
import type { AdminUserFilters } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { paths } from '@/shared/paths';
import { TwoFactorBadge } from './admins-card';
import { FilterSelect } from '@/client/components/filter-select';
import { AdminTable, PagedList } from './paged-list';
import { useUrlFilters } from '@/client/lib/use-url-filters';
import { methodLabels, RoleBadge, StatusBadge } from './user-badges';

const copy = adminMessages.users;
const columns = copy.columns;

const roleValues = ['all', 'admin', 'user'] as const;
const statusValues = ['all', 'active', 'banned'] as const;
// The role filters whose list shows each admin's two-factor state: the admins list.
const twoFactorFilters: ReadonlySet<string> = new Set(['admin']);
// Labels are read when rendering, so they follow the current language.
const roleOptions = () => [
  { value: 'all', label: copy.all },
  { value: 'admin', label: copy.roleAdmin },
  { value: 'user', label: copy.roleUser },
];
const statusOptions = () => [
  { value: 'all', label: copy.all },
  { value: 'active', label: copy.statusActive },
  { value: 'banned', label: copy.statusBanned },
];

/** /admin/users: every account, searched by name and email together, filtered by role and ban. */
export function UsersScreen() {
  const { values, page, search, typed, setTyped, update } = useUrlFilters({
    role: roleValues,
    status: statusValues,
  });
  const filters = {
    search: search || undefined,
    role: values.role,
    status: values.status,
    page,
  } as AdminUserFilters;
  const users = useAdminUsers(filters);
  const showTwoFactor = twoFactorFilters.has(values.role);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={copy.title}>{users.data && copy.total(users.data.total)}</PageHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField label={copy.search} placeholder={copy.search} value={typed} onChange={setTyped} />
        <FilterSelect
          label={copy.role}
          value={values.role}
          options={roleOptions()}
          onChange={(role) => update({ role })}
        />
        <FilterSelect
          label={copy.status}
          value={values.status}
          options={statusOptions()}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedList query={users} empty={copy.empty} onPage={(next) => update({ page: next })}>
        {(items) => (
          <AdminTable
            label={copy.title}
            busy={users.isFetching}
            columns={[
              columns.name,
              columns.email,
              columns.verified,
              columns.methods,
              columns.workspaces,
              columns.created,
              columns.lastActive,
              columns.role,
              columns.status,
              ...(showTwoFactor ? [columns.twoFactor] : []),
            ]}
          >
            {items.map((user) => (
              <tr key={user.id}>
                <td className="px-3 py-2">
                  <Link
                    to={paths.admin.user.href(user.id)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {user.name}
                  </Link>
                </td>
                <td className="px-3 py-2">{user.email}</td>
                <td className="px-3 py-2">{user.emailVerified ? copy.yes : copy.no}</td>
                <td className="px-3 py-2">{methodLabels(user)}</td>
                <td className="px-3 py-2 tabular-nums">{user.workspaces}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(user.createdAt, 'medium')}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {user.lastActiveAt ? formatDateTime(user.lastActiveAt) : copy.never}
                </td>
                <td className="px-3 py-2">
                  <RoleBadge user={user} />
                </td>
                <td className="px-3 py-2">
                  <StatusBadge user={user} />
                </td>
                {showTwoFactor && (
                  <td className="px-3 py-2">
                    <TwoFactorBadge on={user.twoFactorEnabled} />
                  </td>
                )}
              </tr>
            ))}
          </AdminTable>
        )}
      </PagedList>
    </div>
  );
}
