import type { WorkspaceAction } from '@/shared/permissions';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';

/**
 * Whether the user's role in the active workspace allows this action: for what the UI shows only. The server
 * checks every request against the same matrix (src/shared/permissions.ts). False while loading.
 */
export function useCan(action: WorkspaceAction): boolean {
  const workspace = useActiveWorkspace();
  return workspace.data?.permissions.includes(action) ?? false;
}
