import { useId } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SettingRow } from '@/client/components/setting-row';
import { SettingsSection } from '@/client/components/settings-section';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { Switch } from '@/client/components/ui/switch';
import { usePreferences } from '@/client/api/preferences/get-preferences';
import { useChooseTheme, useUpdatePreferences } from '@/client/api/preferences/update-preferences';
import { formatPreferences, setFormatPreferences } from '@/client/lib/format';
import { changeLanguage, useLanguage } from '@/client/lib/i18n/language';
import { timeZoneOf } from '@/client/lib/i18n/saved-preferences';
import { useTheme } from '@/client/lib/theme/theme-provider';
import { toast } from '@/client/lib/toast';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import {
  languageNames,
  languages,
  timeZoneChoices,
  type Language,
  type PreferencesUpdate,
  type TimeZoneChoice,
} from '@/shared/preferences';
import { ChoiceSelect } from './choice-select';
import { CurrentTime } from './current-time';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Makes the dates and times everywhere follow a time-zone choice (`auto` is the browser's own zone). */
const applyTimeZone = (choice: TimeZoneChoice) =>
  setFormatPreferences({ ...formatPreferences(), timeZone: timeZoneOf(choice) });

/**
 * Settings → General: theme, language and time zone. Each applies at once, is saved for the user as it is
 * chosen, and goes back to the previous value if the server refuses (docs/product.md#behaviour).
 */
export function GeneralSettings() {
  const copy = preferencesMessages.general;
  const id = useId();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const { theme } = useTheme();
  const chooseThemeAndSave = useChooseTheme();
  const language = useLanguage();

  if (preferences.isPending) return <PageSpinner />;
  if (preferences.isError)
    return <LoadError message={copy.loadFailed} onRetry={() => void preferences.refetch()} />;

  const timeZone = preferences.data.timeZone ?? 'auto';

  /** Saves one choice; on failure says so and runs `revert`. */
  const save = (change: PreferencesUpdate, revert: () => void) =>
    update.mutateAsync(change).catch(() => {
      revert();
      toast.error(copy.failed);
    });

  const chooseTheme = (dark: boolean) =>
    void chooseThemeAndSave(dark ? 'dark' : 'light').catch(() => toast.error(copy.failed));

  const chooseLanguage = (next: Language) => {
    const previous = language;
    void save({ language: next }, () => void changeLanguage(previous));
    void changeLanguage(next).catch(() => toast.error(copy.failed));
  };

  const chooseTimeZone = (next: TimeZoneChoice) => {
    applyTimeZone(next);
    void save({ timeZone: next }, () => applyTimeZone(timeZone));
  };

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={copy.appearance}>
        <SettingRow id={`${id}-theme`} label={copy.darkMode} hint={copy.darkModeHint}>
          <Switch
            id={`${id}-theme`}
            aria-describedby={`${id}-theme-hint`}
            checked={theme === 'dark'}
            onCheckedChange={chooseTheme}
          />
        </SettingRow>
      </SettingsSection>
      <SettingsSection title={copy.regional}>
        <SettingRow id={`${id}-language`} label={copy.language} hint={copy.languageHint}>
          <ChoiceSelect
            id={`${id}-language`}
            value={language}
            choices={languages}
            labelOf={(choice) => languageNames[choice]}
            onChange={chooseLanguage}
          />
        </SettingRow>
        <SettingRow
          id={`${id}-time-zone`}
          label={copy.timeZone}
          hint={timeZone === 'auto' ? copy.detected(browserTimeZone()) : copy.timeZoneHint}
        >
          <ChoiceSelect
            id={`${id}-time-zone`}
            value={timeZone}
            choices={timeZoneChoices}
            labelOf={(choice) => copy.timeZones[choice]}
            onChange={chooseTimeZone}
          />
        </SettingRow>
        <div className="pt-4">
          <CurrentTime locale={language} timeZone={timeZoneOf(timeZone)} />
        </div>
      </SettingsSection>
    </div>
  );
}
