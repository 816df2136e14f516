import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import { Logo } from '@/client/components/logo';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { useTheme } from '@/client/lib/theme/theme-provider';
import { appMessages } from '@/shared/i18n/messages/app';
import { commonMessages } from '@/shared/i18n/messages/common';
import { paths } from '@/shared/paths';
import { UserMenu } from './user-menu';
import { WorkspaceMenu, type MenuDialog } from './workspace-menu';

/**
 * The header of every signed-in page (/app and /settings): home, the workspace switcher, the command bar
 * button, the theme toggle and the user menu. On narrow screens every part but the logo is an icon button
 * with its own accessible name, so the row fits 360 px. Under the app frame (`navigation`), the header spans
 * the window above the sidebar, starts with the button that opens the sidebar's drawer on narrow screens, and
 * leaves the workspace switcher to the sidebar: one switcher on every screen.
 */
export function AppHeader({
  commandButton,
  createWorkspaceDialog,
  navigation,
  toggleTheme,
}: {
  commandButton?: ReactNode;
  createWorkspaceDialog?: MenuDialog;
  /** The app frame's drawer button, shown only where the sidebar is a drawer. */
  navigation?: ReactNode;
  toggleTheme: () => void;
}) {
  const { theme } = useTheme();
  const themeLabel =
    theme === 'dark' ? commonMessages.theme.switchToLight : commonMessages.theme.switchToDark;
  return (
    <header className="border-b">
      <div
        className={cn(
          'mx-auto flex h-16 w-full items-center gap-1 px-3 sm:gap-2 sm:px-4',
          !navigation && 'max-w-6xl',
        )}
      >
        {navigation}
        <Link
          to={paths.app.home}
          aria-label={appMessages.header.home}
          className="shrink-0 rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo className="[&>span]:max-sm:sr-only" />
        </Link>
        {!navigation && <WorkspaceMenu createDialog={createWorkspaceDialog} />}
        <nav aria-label={appMessages.header.label} className="ml-auto flex min-w-0 items-center gap-1">
          {commandButton}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleTheme}
            aria-label={themeLabel}
            title={themeLabel}
          >
            {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
          </Button>
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
