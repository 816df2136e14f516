import { formatDate } from '@/client/lib/format';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { changelog, releaseText } from '@/shared/changelog';

/** Every release of `src/shared/changelog.ts`, newest first. */
export function ReleaseNotes() {
  const copy = preferencesMessages.whatsNew;
  return (
    <ol className="flex flex-col gap-8">
      {changelog.map((release) => {
        const text = releaseText(release);
        return (
          <li key={release.version} className="flex flex-col gap-3 border-l-2 pl-4">
            <h2 className="text-xl font-semibold tracking-tight">
              {text.title}{' '}
              <span className="text-sm font-normal text-muted-foreground">v{release.version}</span>
            </h2>
            <p className="text-sm text-muted-foreground">
              <time dateTime={release.date}>{copy.released(formatDate(`${release.date}T12:00:00Z`))}</time>
            </p>
            <ul className="flex list-disc flex-col gap-1.5 pl-5">
              {text.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
