import { Moon, Sun } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { commonMessages } from '@/shared/i18n/messages/common';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useTheme } from '@/client/lib/theme/theme-provider';

/**
 * The icon follows the `dark` class that public/theme-init.js sets before the first paint, so pre-rendered
 * pages show the right one in both themes; the label follows the theme once the page is hydrated.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const hydrated = useHydrated();
  const label =
    hydrated && theme === 'dark' ? commonMessages.theme.switchToLight : commonMessages.theme.switchToDark;
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </Button>
  );
}
