import {
  BrainCircuit,
  Building2,
  Database,
  FlaskConical,
  Home,
  Moon,
  Plug,
  Store,
  Sun,
  UserPlus,
} from 'lucide-react';
import { useDatasets } from '@/client/api/datasets/list-datasets';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { useWorkspaces } from '@/client/api/workspace/list-workspaces';
import { useSwitchWorkspace } from '@/client/api/workspace/switch-workspace';
import { formatNumber } from '@/client/lib/format';
import { useTheme } from '@/client/lib/theme/theme-provider';
import { toast } from '@/client/lib/toast';
import { checklistHrefs } from '@/shared/checklist';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { paths } from '@/shared/paths';
import type { CommandItem, CommandScreen } from './command-items';

/**
 * Everything the command bar can do now: pages, actions, the settings screens, the user's other workspaces and
 * the workspace's datasets. `close` runs before each command, so focus and the page move on together.
 */
export function useCommandItems({
  screens,
  toggleTheme,
  close,
}: {
  screens: CommandScreen[];
  toggleTheme: () => void;
  close: () => void;
}): { items: CommandItem[]; datasetsPending: boolean; datasetsFailed: boolean } {
  const copy = appAreaMessages.commandBar;
  const navigate = useNavigate();
  const { theme } = useTheme();
  const workspaces = useWorkspaces();
  const switching = useSwitchWorkspace();
  const datasets = useDatasets();
  const go = (path: string) => () => {
    close();
    void navigate(path);
  };

  const pages: CommandItem[] = [
    {
      id: 'page:home',
      group: 'pages',
      icon: Home,
      label: copy.pages.home,
      keywords: copy.actions.homeKeywords,
      run: go(paths.app.home),
    },
    {
      id: 'page:models',
      group: 'pages',
      icon: BrainCircuit,
      label: copy.pages.models,
      keywords: copy.actions.modelsKeywords,
      run: go(paths.app.models),
    },
    {
      id: 'page:playground',
      group: 'pages',
      icon: FlaskConical,
      label: copy.pages.playground,
      keywords: copy.actions.playgroundKeywords,
      run: go(paths.app.playground),
    },
    {
      id: 'page:marketplace',
      group: 'pages',
      icon: Store,
      label: copy.pages.marketplace,
      keywords: copy.actions.marketplaceKeywords,
      run: go(paths.app.marketplace),
    },
  ];

  const actions: CommandItem[] = [
    {
      id: 'action:invite',
      group: 'actions',
      icon: UserPlus,
      label: copy.actions.invite,
      keywords: copy.actions.inviteKeywords,
      run: go(checklistHrefs.teammate),
    },
    {
      id: 'action:connect',
      group: 'actions',
      icon: Plug,
      label: copy.actions.connect,
      keywords: copy.actions.connectKeywords,
      run: go(checklistHrefs['data-stream']),
    },
    {
      id: 'action:theme',
      group: 'actions',
      icon: theme === 'dark' ? Sun : Moon,
      label: theme === 'dark' ? copy.actions.toLight : copy.actions.toDark,
      keywords: copy.actions.themeKeywords,
      run: () => {
        close();
        toggleTheme();
      },
    },
  ];

  const settings: CommandItem[] = screens.map((screen) => ({
    id: `screen:${screen.path}`,
    group: 'settings',
    icon: screen.icon,
    label: screen.label,
    keywords: screen.group,
    detail: screen.group,
    run: go(screen.path),
  }));

  const otherWorkspaces: CommandItem[] = (workspaces.data ?? [])
    .filter((workspace) => !workspace.active)
    .map((workspace) => ({
      id: `workspace:${workspace.id}`,
      group: 'workspaces',
      icon: Building2,
      label: copy.switchTo(workspace.name),
      keywords: workspace.name,
      run: () => {
        close();
        switching.mutate(
          { workspaceId: workspace.id },
          {
            onSuccess: () => toast.success(copy.switched(workspace.name)),
            onError: () => toast.error(copy.switchFailed),
          },
        );
      },
    }));

  const datasetItems: CommandItem[] = (datasets.data ?? []).map((dataset) => ({
    id: `dataset:${dataset.id}`,
    group: 'datasets',
    icon: Database,
    label: dataset.name,
    detail: copy.datasetRows(formatNumber(dataset.rowCount)),
    run: go(paths.app.dataset.href(dataset.id)),
  }));

  return {
    items: [...pages, ...actions, ...settings, ...otherWorkspaces, ...datasetItems],
    datasetsPending: datasets.isPending,
    datasetsFailed: datasets.isError,
  };
}
