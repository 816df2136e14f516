import { Link } from '@/client/lib/navigation/navigation';
import { useTheme } from '@/client/lib/theme/theme-provider';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { paths } from '@/shared/paths';

/** Settings → Appearance: which theme is on, and the way to General, where the theme switch lives. */
export function AppearanceNote() {
  const copy = preferencesMessages.appearance;
  const { theme } = useTheme();
  return (
    <div className="flex flex-col gap-2">
      <p>
        {copy.description} {copy.current(theme === 'dark' ? copy.dark : copy.light)}
      </p>
      <Link
        to={paths.settings.general}
        className="self-start font-medium text-primary underline underline-offset-4"
      >
        {copy.link}
      </Link>
    </div>
  );
}
