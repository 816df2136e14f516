import type { ReactNode } from 'react';
import { useUpdatePreferences } from '@/client/api/preferences/update-preferences';
import { AppHeader } from '@/client/features/app-shell/app-header';
import { AppDrawer, AppSidebar } from '@/client/features/app-shell/app-sidebar';
import { CreateWorkspaceDialog } from '@/client/features/workspace/create-workspace-dialog';
import { CommandBarButton } from '@/client/features/command-bar/command-bar-button';
import { CommandBarProvider } from '@/client/features/command-bar/command-bar-context';
import type { CommandScreen } from '@/client/features/command-bar/command-items';
import { otherLinks, settingsItems } from '@/client/features/settings/settings-nav';
import { useTheme } from '@/client/lib/theme/theme-provider';
import { toast } from '@/client/lib/toast';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { settingsMessages } from '@/shared/i18n/messages/settings';

/** The settings screens and the other links, from the one navigation list, as the command bar finds them. */
const commandScreens = (): CommandScreen[] => [
  ...settingsItems.map(({ label, path, icon, group }) => ({ label, path, icon, group: group.label })),
  ...otherLinks.map(({ label, path, icon }) => ({ label, path, icon, group: settingsMessages.groups.other })),
];

/**
 * Switches the theme at once and saves it on the account; if the server refuses, the previous theme comes back
 * (docs/product.md#behaviour, "Toggles and selects").
 */
function useSavedThemeToggle() {
  const { theme, setTheme } = useTheme();
  const save = useUpdatePreferences();
  return () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    setTheme(next);
    save.mutate(
      { theme: next },
      {
        onError: () => {
          setTheme(theme);
          toast.error(preferencesMessages.general.failed);
        },
      },
    );
  };
}

/**
 * What every signed-in page (/app and /settings) shares: the header and the command bar, which Ctrl/⌘K opens
 * from anywhere under it. The app's pages (`sidebar`) also get the app sidebar beside them, a drawer opened
 * from the header on narrow screens, which then holds the workspace switcher in the header's place.
 */
export function SignedInFrame({ children, sidebar = false }: { children: ReactNode; sidebar?: boolean }) {
  const toggleTheme = useSavedThemeToggle();
  return (
    <CommandBarProvider screens={commandScreens()} toggleTheme={toggleTheme}>
      <div className="flex min-h-dvh flex-col">
        <AppHeader
          commandButton={<CommandBarButton />}
          createWorkspaceDialog={CreateWorkspaceDialog}
          navigation={sidebar ? <AppDrawer createWorkspaceDialog={CreateWorkspaceDialog} /> : undefined}
          toggleTheme={toggleTheme}
        />
        {sidebar ? (
          <div className="flex flex-1">
            <AppSidebar createWorkspaceDialog={CreateWorkspaceDialog} />
            <div className="flex min-w-0 flex-1 flex-col">{children}</div>
          </div>
        ) : (
          children
        )}
      </div>
    </CommandBarProvider>
  );
}
