import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';
import { useCanActOn, useGrantableRoles } from '@/client/api/workspace/use-can';
import { formatRelative } from '@/client/lib/format';
import { memberMessages } from '@/shared/i18n/messages/members';
import type { WorkspaceRole } from '@/shared/permissions';
import type { Member } from '@/shared/workspace';
import { MemberActions } from './member-actions';
import { MemberLinks } from './member-links';
import { MemberRoleSelect } from './member-role-select';

const copy = memberMessages.people;

/** The roles that carry a badge beside the name, in the reader's language. */
const roleBadges = (): Partial<Record<WorkspaceRole, string>> => ({ owner: copy.owner });

/** One member: who they are, their role (a control where the caller may change it), last activity, actions. */
export function MemberRow({ member, workspaceName }: { member: Member; workspaceName: string }) {
  const canChangeRole = useCanActOn(member, 'member:update-role');
  const canRemove = useCanActOn(member, 'member:remove');
  const canMakeOwner = useCanActOn(member, 'ownership:transfer');
  const grantable = useGrantableRoles();
  const badge = roleBadges()[member.role];
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_10rem_8rem_auto]">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar className="size-9">
          {member.avatarUrl && <AvatarImage src={member.avatarUrl} alt="" />}
          <AvatarFallback aria-hidden>{initialsOf(member.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-1.5 font-medium">
            <span className="truncate">{member.name}</span>
            {member.isYou && <span className="text-sm font-normal text-muted-foreground">{copy.you}</span>}
            {badge && <Badge variant="secondary">{badge}</Badge>}
          </p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
          <MemberLinks name={member.name} links={member.links} />
        </div>
      </div>
      <div className="col-start-1 row-start-2 sm:col-start-auto sm:row-start-auto">
        {canChangeRole ? (
          <MemberRoleSelect member={member} grantable={grantable} />
        ) : (
          <span className="text-sm">{copy.roles[member.role]}</span>
        )}
      </div>
      <p className="col-start-1 row-start-3 text-sm text-muted-foreground sm:col-start-auto sm:row-start-auto">
        <span className="sm:sr-only">{copy.lastActiveLabel}: </span>
        {member.lastActiveAt ? formatRelative(member.lastActiveAt) : copy.never}
      </p>
      <div className="col-start-2 row-span-3 row-start-1 self-start sm:col-start-auto sm:row-span-1 sm:row-start-auto sm:self-center">
        <MemberActions
          member={member}
          workspaceName={workspaceName}
          canRemove={canRemove}
          canMakeOwner={canMakeOwner}
        />
      </div>
    </li>
  );
}
