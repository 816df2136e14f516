import { Moon, Sun } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { commonMessages } from '@/shared/i18n/messages/common';
import { useTheme } from '@/client/lib/theme/theme-provider';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? commonMessages.theme.switchToLight : commonMessages.theme.switchToDark;
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
