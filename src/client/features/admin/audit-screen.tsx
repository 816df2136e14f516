import { useAuditLog } from '@/client/api/admin/list-audit';
import { PageHeader } from '@/client/components/page-header';
import { SearchField } from '@/client/components/search-field';
import { formatDateTime } from '@/client/lib/format';
import { auditActions, type AuditFilters } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { FilterSelect } from '@/client/components/filter-select';
import { auditDetailsText } from './audit-details';
import { AdminTable, PagedList } from './paged-list';
import { useUrlFilters } from '@/client/lib/use-url-filters';

const copy = adminMessages.audit;
const actionValues = ['all', ...auditActions] as const;
// Labels are read when rendering, so they follow the current language.
const actionOptions = () => [
  { value: 'all', label: adminMessages.users.all },
  ...auditActions.map((action) => ({ value: action, label: copy.actions[action] })),
];

/** /admin/audit: every admin action, newest first; read only. */
export function AuditScreen() {
  const { values, page, search, typed, setTyped, update } = useUrlFilters({
    action: actionValues,
  });
  const log = useAuditLog({ action: values.action, search: search || undefined, page } as AuditFilters);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={copy.title} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField label={copy.search} placeholder={copy.search} value={typed} onChange={setTyped} />
        <FilterSelect
          label={copy.action}
          value={values.action}
          options={actionOptions()}
          onChange={(action) => update({ action })}
          className="w-56"
        />
      </div>
      <PagedList query={log} empty={copy.empty} onPage={(next) => update({ page: next })}>
        {(entries) => (
          <AdminTable label={copy.title} columns={Object.values(copy.columns)} busy={log.isFetching}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className="px-3 py-2">{entry.actorEmail}</td>
                <td className="px-3 py-2">{copy.actions[entry.action] ?? entry.action}</td>
                <td className="px-3 py-2">{entry.targetEmail ?? '—'}</td>
                <td className="px-3 py-2">{entry.address ?? '—'}</td>
                <td className="px-3 py-2">{auditDetailsText(entry.details)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </PagedList>
    </div>
  );
}
