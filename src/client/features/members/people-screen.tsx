import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { useMembers } from '@/client/api/workspace/list-members';
import { memberMessages } from '@/shared/i18n/messages/members';
import { isWorkspaceRole } from '@/shared/permissions';
import { lastActiveFilters, type LastActiveFilter, type MemberFilters as Filters } from '@/shared/workspace';
import { MemberFilters, type MemberFilterValues } from './member-filters';
import { MemberRow } from './member-row';

const copy = memberMessages.people;

/** The filters live in the address, so a reload, a shared link or Back keeps them. */
function useMemberFilters() {
  const [params, setParams] = useSearchParams();
  const role = params.get('role') ?? 'all';
  const lastActive = params.get('lastActive') ?? 'all';
  const values: MemberFilterValues = {
    search: params.get('search') ?? '',
    role: isWorkspaceRole(role) ? role : 'all',
    lastActive: (lastActiveFilters as readonly string[]).includes(lastActive)
      ? (lastActive as LastActiveFilter)
      : 'all',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (change: Partial<MemberFilterValues> & { page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: 1, ...change })) {
          if (value === '' || value === 'all' || value === 1) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { values, page, update };
}

/** Waits until typing pauses before searching. */
function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type PeopleScreenProps = {
  /** The 'Invite users' button and its dialog, for those who may invite. */
  invite?: ReactNode;
  /** The pending invitations, for those who may invite. */
  pending?: ReactNode;
};

/** Settings → People: the workspace's real members, filtered on the server, with their role controls. */
export function PeopleScreen({ invite, pending }: PeopleScreenProps) {
  const { values, page, update } = useMemberFilters();
  const [search, setSearch] = useState(values.search);
  const query = useDebounced(search);
  useEffect(() => {
    if (query !== values.search) update({ search: query });
  }, [query, values.search, update]);

  const filters: Filters = {
    search: values.search || undefined,
    role: values.role as Filters['role'],
    lastActive: values.lastActive,
    page,
  };
  const workspace = useActiveWorkspace();
  const members = useMembers(filters);
  const canInvite = useCan('member:invite');

  if (workspace.isPending || (members.isPending && !members.data)) return <PageSpinner />;
  if (workspace.isError)
    return <LoadError message={copy.loadFailed} onRetry={() => void workspace.refetch()} />;
  if (members.isError) return <LoadError message={copy.loadFailed} onRetry={() => void members.refetch()} />;

  const { name } = workspace.data;
  const { members: list, total, pageSize } = members.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = Boolean(values.search || values.role !== 'all' || values.lastActive !== 'all');

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        title={copy.membersHeading}
        description={copy.count(total)}
        action={canInvite ? invite : undefined}
      >
        <div className="flex flex-col gap-4">
          <MemberFilters
            values={{ ...values, search }}
            onChange={(change) => (change.search !== undefined ? setSearch(change.search) : update(change))}
          />
          {list.length === 0 ? (
            <div
              role="status"
              className="flex flex-col items-start gap-3 rounded-md border border-dashed p-6 text-sm"
            >
              <p>{copy.noMatches}</p>
              {filtered && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setSearch('');
                    update({ search: '', role: 'all', lastActive: 'all' });
                  }}
                >
                  {copy.clearFilters}
                </Button>
              )}
            </div>
          ) : (
            <ul
              aria-label={copy.membersHeading}
              aria-busy={members.isFetching}
              className="divide-y rounded-md border"
            >
              {list.map((member) => (
                <MemberRow key={member.id} member={member} workspaceName={name} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav
              aria-label={copy.pageOf(page, pages)}
              className="flex items-center justify-between gap-2 text-sm"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ ...values, page: page - 1 })}
              >
                {copy.previous}
              </Button>
              <span aria-live="polite">{copy.pageOf(page, pages)}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ ...values, page: page + 1 })}
              >
                {copy.next}
              </Button>
            </nav>
          )}
        </div>
      </SettingsSection>
      {canInvite && pending}
    </div>
  );
}
