import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/client/components/ui/sheet';
import { settingsMessages } from '@/shared/i18n/messages/settings';
import { SettingsSidebar } from './settings-sidebar';

const copy = settingsMessages;

/**
 * Settings: the sidebar beside the screen on wide screens; on small ones a menu button opens it as a sheet,
 * which closes again once a link is followed.
 */
export function SettingsShell({ switcher, children }: { switcher?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 gap-10 px-4 py-6 md:py-10">
      <aside className="hidden w-60 shrink-0 md:block">
        <SettingsSidebar switcher={switcher} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="outline" size="sm" className="self-start md:hidden" aria-label={copy.openMenu}>
              <Menu aria-hidden />
              {copy.title}
            </Button>
          </SheetTrigger>
          <SheetContent closeLabel={copy.closeMenu}>
            <SheetTitle>{copy.navigation}</SheetTitle>
            <SettingsSidebar switcher={switcher} onNavigate={() => setOpen(false)} />
          </SheetContent>
        </Sheet>
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}
