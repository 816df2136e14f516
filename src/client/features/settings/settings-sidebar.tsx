import { ArrowLeft, LogOut } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, NavLink } from '@/client/lib/navigation/navigation';
import { useCan } from '@/client/api/workspace/use-can';
import { cn } from '@/client/lib/cn';
import type { WorkspaceAction } from '@/shared/permissions';
import { settingsMessages } from '@/shared/i18n/messages/settings';
import { paths } from '@/shared/paths';
import { otherLinks, settingsNav, type SettingsNavItem } from './settings-nav';

const copy = settingsMessages;

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-9 items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0',
    isActive ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground',
  );

function NavEntry({ item, onNavigate }: { item: SettingsNavItem; onNavigate?: () => void }) {
  const { label, path, icon: Icon } = item;
  return (
    <li>
      <NavLink to={path} end className={itemClass} onClick={onNavigate}>
        <Icon aria-hidden />
        {label}
      </NavLink>
    </li>
  );
}

/** An entry for the roles its action allows only. */
function AllowedNavEntry({
  action,
  ...props
}: {
  item: SettingsNavItem;
  action: WorkspaceAction;
  onNavigate?: () => void;
}) {
  return useCan(action) ? <NavEntry {...props} /> : null;
}

function NavList({
  label,
  items,
  onNavigate,
}: {
  label?: string;
  items: SettingsNavItem[];
  onNavigate?: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      {label && (
        <p id={id} className="px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {label}
        </p>
      )}
      <ul aria-labelledby={label ? id : undefined} className="flex flex-col gap-0.5">
        {items.map((navItem) =>
          navItem.action ? (
            <AllowedNavEntry
              key={navItem.path}
              item={navItem}
              action={navItem.action}
              onNavigate={onNavigate}
            />
          ) : (
            <NavEntry key={navItem.path} item={navItem} onNavigate={onNavigate} />
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * The settings navigation, from the one list in settings-nav.ts: back to the app, the workspace switcher,
 * the four groups with the current screen marked, the other links, and a red Log out.
 */
export function SettingsSidebar({ switcher, onNavigate }: { switcher?: ReactNode; onNavigate?: () => void }) {
  return (
    <nav aria-label={copy.navigation} className="flex flex-col gap-6">
      <Link
        to={paths.app.root}
        title={copy.backToAppLabel}
        className="inline-flex items-center gap-2 self-start rounded-md px-2 py-1 text-lg font-semibold tracking-tight outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={onNavigate}
      >
        <ArrowLeft aria-hidden className="size-4" />
        {copy.backToApp}
      </Link>
      {switcher}
      {settingsNav.map((group) => (
        <NavList key={group.label} label={group.label} items={group.items} onNavigate={onNavigate} />
      ))}
      <NavList items={otherLinks} onNavigate={onNavigate} />
      <Link
        to={paths.auth.logout}
        className="flex min-h-9 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-destructive outline-none hover:bg-destructive/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
      >
        <LogOut aria-hidden />
        {copy.logout}
      </Link>
    </nav>
  );
}
