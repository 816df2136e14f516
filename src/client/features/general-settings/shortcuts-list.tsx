import { Fragment } from 'react';
import { SettingsSection } from '@/client/components/settings-section';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { modKeyLabel, shortcuts } from '@/shared/shortcuts';
import { settingsMessages } from '@/shared/i18n/messages/settings';

const platform = () => (typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent);

/** Settings → Shortcuts: every keyboard shortcut of `src/shared/shortcuts.ts`, with this platform's keys. */
export function ShortcutsList() {
  const copy = preferencesMessages.shortcuts;
  const mod = modKeyLabel(platform());
  return (
    <SettingsSection title={settingsMessages.items.shortcuts}>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{copy.action}</th>
            <th scope="col">{copy.keys}</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.id} className="border-b last:border-b-0">
              <td className="py-3 pr-4">{copy.items[shortcut.id]}</td>
              <td className="py-3 text-right">
                {shortcut.keys.map((combination, index) => (
                  <Fragment key={combination.join('+')}>
                    {index > 0 && <span className="px-1 text-muted-foreground">/</span>}
                    <span className="inline-flex gap-1">
                      {combination.map((key) => (
                        <kbd
                          key={key}
                          className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground"
                        >
                          {key === 'mod' ? mod : key}
                        </kbd>
                      ))}
                    </span>
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SettingsSection>
  );
}
