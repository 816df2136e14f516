import {
  canActOnMember,
  grantableRoles,
  type MemberAction,
  type WorkspaceAction,
  type WorkspaceRole,
} from '@/shared/permissions';
import type { Member } from '@/shared/workspace';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';

/**
 * The client's one permission check (docs/decisions/010-permission-matrix.md): what the user's role in the active
 * workspace allows, for what the UI shows only. The server checks every request against the same matrix
 * (src/shared/permissions.ts). Each answers no while the workspace loads.
 */
export function useCan(action: WorkspaceAction): boolean {
  const workspace = useActiveWorkspace();
  return workspace.data?.permissions.includes(action) ?? false;
}

/** Whether the user may take this action on this member: their role, then the rank rules. */
export function useCanActOn(member: Pick<Member, 'role' | 'isYou'>, action: MemberAction): boolean {
  const role = useActiveWorkspace().data?.role;
  return role !== undefined && canActOnMember(role, action, member);
}

/** The roles the user may give others, by invitation or by a change of role. */
export function useGrantableRoles(): WorkspaceRole[] {
  const role = useActiveWorkspace().data?.role;
  return role ? grantableRoles(role) : [];
}
