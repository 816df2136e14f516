import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { WorkspaceAvatar } from '@/client/components/workspace-avatar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { toast } from '@/client/lib/toast';
import { settingsMessages } from '@/shared/i18n/messages/settings';
import { useWorkspaces } from '@/client/api/workspace/list-workspaces';
import { useSwitchWorkspace } from '@/client/api/workspace/switch-workspace';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

const copy = settingsMessages.workspaceSwitcher;

/**
 * Chooses the active workspace among the user's (everything on screen is then read from the new one), or
 * creates another.
 */
export function WorkspaceSwitcher() {
  const id = useId();
  const workspaces = useWorkspaces();
  const switching = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  const list = workspaces.data ?? [];
  const active = list.find((workspace) => workspace.active);
  if (!active) return null;

  const choose = (workspaceId: string) => {
    if (workspaceId === active.id) return;
    const name = list.find((workspace) => workspace.id === workspaceId)?.name ?? '';
    switching.mutate(
      { workspaceId },
      {
        onSuccess: () => toast.success(copy.switched(name)),
        onError: () => toast.error(copy.switchFailed),
      },
    );
  };

  return (
    <div className="flex flex-col gap-1.5 px-2">
      <Label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {copy.label}
      </Label>
      <Select value={active.id} onValueChange={choose} disabled={switching.isPending || list.length < 2}>
        <SelectTrigger id={id} className="w-full" title={copy.switchTo}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {list.map((workspace) => (
            <SelectItem key={workspace.id} value={workspace.id}>
              <WorkspaceAvatar workspace={workspace} />
              <span className="truncate">{workspace.name}</span>
              <span className="ml-1 text-xs text-muted-foreground">{copy.role[workspace.role]}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button variant="ghost" size="sm" className="justify-start" onClick={() => setCreating(true)}>
        <Plus aria-hidden />
        {workspaceMessages.create.open}
      </Button>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
