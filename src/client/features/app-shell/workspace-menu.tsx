import { Check, ChevronsUpDown, Plus, Settings } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { WorkspaceAvatar } from '@/client/components/workspace-avatar';
import { useWorkspaces } from '@/client/api/workspace/list-workspaces';
import { useSwitchWorkspace } from '@/client/api/workspace/switch-workspace';
import { toast } from '@/client/lib/toast';
import { appMessages } from '@/shared/i18n/messages/app';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { settingsMessages } from '@/shared/i18n/messages/settings';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { paths } from '@/shared/paths';

/** A dialog the menu opens ('Create workspace'), composed in by the route module. */
export type MenuDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * How the button shows the active workspace: in the header, its name only on wide screens; in the app sidebar,
 * its name across the sidebar's width, or its avatar alone when the sidebar is collapsed.
 */
export type WorkspaceMenuDisplay = 'header' | 'sidebar' | 'avatar';

const triggerClass: Record<WorkspaceMenuDisplay, string> = {
  header: 'min-w-0 gap-2 px-2',
  sidebar: 'w-full min-w-0 justify-start gap-2 px-2',
  avatar: 'size-10 px-0',
};

/**
 * The one workspace switcher (the app sidebar's on /app pages, the header's elsewhere): the active workspace,
 * then a menu of the user's workspaces with their role, 'Create workspace', and the way to the workspace's
 * settings.
 */
export function WorkspaceMenu({
  createDialog: CreateDialog,
  display = 'header',
}: {
  createDialog?: MenuDialog;
  display?: WorkspaceMenuDisplay;
}) {
  const copy = appAreaMessages.header;
  const workspaces = useWorkspaces();
  const switching = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  const list = workspaces.data ?? [];
  const active = list.find((workspace) => workspace.active);
  if (!active) return null;

  const choose = (workspaceId: string, name: string) => {
    if (workspaceId === active.id) return;
    switching.mutate(
      { workspaceId },
      {
        onSuccess: () => toast.success(appAreaMessages.commandBar.switched(name)),
        onError: () => toast.error(appAreaMessages.commandBar.switchFailed),
      },
    );
  };

  return (
    <>
      {/* Not modal: a modal menu hides the page from assistive technology while its links stay focusable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className={triggerClass[display]}
            aria-label={copy.currentWorkspace(active.name)}
            title={display === 'avatar' ? copy.currentWorkspace(active.name) : copy.workspaceSwitcher}
            disabled={switching.isPending}
          >
            <WorkspaceAvatar workspace={active} />
            {display === 'header' && (
              <span className="hidden max-w-40 truncate sm:inline">{active.name}</span>
            )}
            {display === 'sidebar' && (
              <span className="min-w-0 flex-1 truncate text-left">{active.name}</span>
            )}
            {display !== 'avatar' && <ChevronsUpDown aria-hidden className="text-muted-foreground" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64 max-w-[calc(100vw-1rem)]">
          <DropdownMenuLabel>{copy.workspacesLabel}</DropdownMenuLabel>
          {list.map((workspace) => (
            <DropdownMenuItem
              key={workspace.id}
              onSelect={() => choose(workspace.id, workspace.name)}
              aria-current={workspace.active || undefined}
            >
              <WorkspaceAvatar workspace={workspace} />
              <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
              <span className="text-xs text-muted-foreground">
                {settingsMessages.workspaceSwitcher.role[workspace.role]}
              </span>
              {workspace.active && (
                <>
                  <Check aria-hidden />
                  <span className="sr-only">{copy.activeWorkspace}</span>
                </>
              )}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden />
            {workspaceMessages.create.open}
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.settings.workspace.overview}>
              <Settings aria-hidden />
              {appMessages.header.workspace}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {CreateDialog && <CreateDialog open={creating} onOpenChange={setCreating} />}
    </>
  );
}
