import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { useUpdateMemberRole } from '@/client/api/workspace/change-member';
import { toast } from '@/client/lib/toast';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { memberMessages } from '@/shared/i18n/messages/members';
import type { WorkspaceRole } from '@/shared/permissions';
import type { Member } from '@/shared/workspace';

const copy = memberMessages.people;

/**
 * A member's role as a real control, offering only the roles the caller may grant. It shows the new role at
 * once; a refused change puts the old one back and says why.
 */
export function MemberRoleSelect({ member, grantable }: { member: Member; grantable: WorkspaceRole[] }) {
  const update = useUpdateMemberRole();
  const shown = update.isPending ? (update.variables?.role ?? member.role) : member.role;
  const roles = grantable.includes(member.role) ? grantable : [member.role, ...grantable];
  return (
    <Select
      value={shown}
      disabled={update.isPending}
      onValueChange={(role) =>
        update.mutate(
          { memberId: member.id, role: role as WorkspaceRole },
          {
            onSuccess: (changed) => toast.success(copy.roleChanged(changed.name, copy.roles[changed.role])),
            onError: (error) => toast.error(apiErrorMessage(error, copy.roleChangeFailed)),
          },
        )
      }
    >
      <SelectTrigger size="sm" className="w-36" aria-label={copy.roleOf(member.name)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role} disabled={!grantable.includes(role)}>
            {copy.roles[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
