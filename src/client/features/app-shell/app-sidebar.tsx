import {
  BrainCircuit,
  Database,
  FlaskConical,
  Home,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactElement } from 'react';
import { Button } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/client/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/client/components/ui/tooltip';
import { cn } from '@/client/lib/cn';
import { Link, useLocation } from '@/client/lib/navigation/navigation';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { paths } from '@/shared/paths';
import { WorkspaceMenu, type MenuDialog } from './workspace-menu';

/** Where the sidebar sits beside the page; at 768 px and less it is a drawer (the `min-[769px]:` classes). */
const wideScreen = '(min-width: 769px)';

type SidebarKey = 'home' | 'datasets' | 'models' | 'playground' | 'marketplace' | 'settings';

type SidebarItem = { key: SidebarKey; path: string; icon: LucideIcon };

/** The workspace's pages, in the sidebar's order; Settings sits apart at its foot. */
export const sidebarItems: SidebarItem[] = [
  { key: 'home', path: paths.app.home, icon: Home },
  { key: 'datasets', path: paths.app.datasets, icon: Database },
  { key: 'models', path: paths.app.models, icon: BrainCircuit },
  { key: 'playground', path: paths.app.playground, icon: FlaskConical },
  { key: 'marketplace', path: paths.app.marketplace, icon: Store },
];

const settingsItem: SidebarItem = { key: 'settings', path: paths.settings.root, icon: Settings };

/** The collapsed choice, kept in this browser (like the theme); storage may be blocked, then it lasts the page. */
const storageKey = 'app-sidebar';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(storageKey) === 'collapsed';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean) {
  try {
    localStorage.setItem(storageKey, collapsed ? 'collapsed' : 'expanded');
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

/**
 * Whether a link leads to where the reader is: its very page (`aria-current="page"`), or a page below it, such
 * as a dataset under Datasets (`aria-current="true"`: the current item of the set, not the page itself).
 */
function currentOf(path: string, pathname: string): 'page' | 'true' | undefined {
  if (pathname === path) return 'page';
  return pathname.startsWith(`${path}/`) ? 'true' : undefined;
}

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: SidebarItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const current = currentOf(item.path, pathname);
  const label = appAreaMessages.sidebar[item.key];
  const Icon = item.icon;
  const link = (
    <Link
      to={item.path}
      aria-current={current}
      onClick={onNavigate}
      className={cn(
        'flex min-h-10 items-center gap-3 rounded-md text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0',
        collapsed ? 'size-10 justify-center' : 'px-3',
        current ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden />
      <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>{label}</span>
    </Link>
  );
  // Collapsed, the hidden label stays the link's accessible name, and a tooltip shows it on hover and focus.
  return collapsed ? <Labelled label={label}>{link}</Labelled> : link;
}

/** An icon-only control with its name in a tooltip to its right. */
function Labelled({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The sidebar's navigation, the same in the wide sidebar and the narrow drawer: the workspace switcher, the
 * workspace's pages with the current one marked, and Settings at the foot.
 */
function SidebarNav({
  collapsed,
  createWorkspaceDialog,
  inDrawer = false,
  onNavigate,
}: {
  collapsed: boolean;
  createWorkspaceDialog?: MenuDialog;
  inDrawer?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={appAreaMessages.sidebar.label} className="flex min-h-0 flex-1 flex-col gap-4">
      {/* In the drawer, clear of its close button in the corner. */}
      <div className={cn('flex', inDrawer && 'mr-10')}>
        <WorkspaceMenu createDialog={createWorkspaceDialog} display={collapsed ? 'avatar' : 'sidebar'} />
      </div>
      <ul className="flex flex-col gap-1">
        {sidebarItems.map((item) => (
          <li key={item.key}>
            <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="mt-auto flex flex-col gap-1 border-t pt-4">
        <li>
          <SidebarLink item={settingsItem} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * The app sidebar on wide screens (over 768 px), beside every /app page: it collapses to its icons, names kept
 * as their accessible labels and shown as tooltips on hover and focus, and this browser remembers the choice.
 */
export function AppSidebar({ createWorkspaceDialog }: { createWorkspaceDialog?: MenuDialog }) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    storeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  const toggleLabel = collapsed ? appAreaMessages.sidebar.expand : appAreaMessages.sidebar.collapse;
  return (
    <div
      data-collapsed={collapsed || undefined}
      className={cn('hidden shrink-0 border-r min-[769px]:block', collapsed ? 'w-14' : 'w-60')}
    >
      {/* Below the header at the top of the page, and in view as the page scrolls. */}
      <div className="sticky top-0 flex h-[calc(100dvh-4rem)] flex-col gap-4 p-2">
        <TooltipProvider>
          <SidebarNav collapsed={collapsed} createWorkspaceDialog={createWorkspaceDialog} />
          <Labelled label={toggleLabel}>
            <Button
              variant="ghost"
              size="icon"
              onClick={toggle}
              aria-label={toggleLabel}
              className="text-muted-foreground"
            >
              {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
            </Button>
          </Labelled>
        </TooltipProvider>
      </div>
    </div>
  );
}

/**
 * The app sidebar on narrow screens (768 px and less): a menu button that opens it as a modal drawer (focus
 * kept inside, Escape or a followed link closes it, focus goes back to the button).
 */
export function AppDrawer({ createWorkspaceDialog }: { createWorkspaceDialog?: MenuDialog }) {
  const [open, setOpen] = useState(false);
  const copy = appAreaMessages.sidebar;
  // A window widened past 768 px (a tablet turned) shows the sidebar itself: the drawer gives way to it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(wideScreen);
    const close = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="min-[769px]:hidden"
          aria-label={copy.openMenu}
          title={copy.openMenu}
        >
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={copy.closeMenu}>
        <SheetTitle>{copy.menuTitle}</SheetTitle>
        <SidebarNav
          collapsed={false}
          createWorkspaceDialog={createWorkspaceDialog}
          inDrawer
          onNavigate={() => setOpen(false)}
        />
      </SheetContent>
    </Sheet>
  );
}
