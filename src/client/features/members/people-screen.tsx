import type { ReactNode } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Pager } from '@/client/components/pager';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { useMembers } from '@/client/api/workspace/list-members';
import { memberMessages } from '@/shared/i18n/messages/members';
import { workspaceRoles } from '@/shared/permissions';
import { lastActiveFilters, type LastActiveFilter, type MemberFilters as Filters } from '@/shared/workspace';
import { useUrlFilters } from '@/client/lib/use-url-filters';
import { MemberFilters } from './member-filters';
import { MemberRow } from './member-row';

const copy = memberMessages.people;

type PeopleScreenProps = {
  /** The 'Invite users' button and its dialog, for those who may invite. */
  invite?: ReactNode;
  /** The pending invitations, for those who may invite. */
  pending?: ReactNode;
};

/** Settings → People: the workspace's real members, filtered on the server, with their role controls. */
export function PeopleScreen({ invite, pending }: PeopleScreenProps) {
  const { values, page, search, typed, setTyped, update } = useUrlFilters({
    role: ['all', ...workspaceRoles],
    lastActive: lastActiveFilters,
  });
  const lastActive = values.lastActive as LastActiveFilter;
  const filters: Filters = {
    search: search || undefined,
    role: values.role as Filters['role'],
    lastActive,
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
  const { items: list, total, pageSize } = members.data;
  const filtered = Boolean(search || values.role !== 'all' || lastActive !== 'all');

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        title={copy.membersHeading}
        description={copy.count(total)}
        action={canInvite ? invite : undefined}
      >
        <div className="flex flex-col gap-4">
          <MemberFilters
            values={{ search: typed, role: values.role, lastActive }}
            onChange={(change) => (change.search !== undefined ? setTyped(change.search) : update(change))}
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
                    setTyped('');
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
          <Pager page={page} total={total} pageSize={pageSize} onPage={(next) => update({ page: next })} />
        </div>
      </SettingsSection>
      {canInvite && pending}
    </div>
  );
}
