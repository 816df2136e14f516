import { Search } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { useCommandBar } from './command-bar-context';

const isMac = () =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** The key to press, as this computer writes it. */
export const shortcutLabel = () => (isMac() ? appAreaMessages.shortcut.mac : appAreaMessages.shortcut.other);

/** The header's way into the command bar, showing its shortcut; an icon alone on narrow screens. */
export function CommandBarButton() {
  const { openCommandBar } = useCommandBar();
  const copy = appAreaMessages.header;
  const shortcut = shortcutLabel();
  return (
    <Button
      variant="outline"
      onClick={() => openCommandBar()}
      aria-label={copy.commandButtonLabel}
      aria-keyshortcuts="Control+K Meta+K"
      title={`${copy.commandButtonLabel} (${shortcut})`}
      // The text gives way (truncated) before the shortcut does, so neither leaves the button in any language.
      className="size-10 min-w-0 overflow-hidden px-0 text-muted-foreground md:w-60 md:justify-start md:px-3"
    >
      <Search aria-hidden />
      <span className="hidden min-w-0 flex-1 truncate text-left md:inline">{copy.commandButton}</span>
      <kbd
        aria-hidden
        className="hidden shrink-0 whitespace-nowrap rounded border bg-muted px-1.5 font-sans text-xs md:inline"
      >
        {shortcut}
      </kbd>
    </Button>
  );
}
