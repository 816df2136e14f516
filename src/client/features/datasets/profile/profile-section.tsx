import { useId } from 'react';
import { formatNumber } from '@/client/lib/format';
import type { DataProfile } from '@/shared/data/profile/types';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { AlertsList } from './alerts-list';
import { ColumnCard } from './column-card';

/**
 * A saved dataset whose profile describes fewer rows than it holds (a stream's rows appended since the profile was
 * made, until the job queue profiles the whole file again): says so above the profile. Nothing when they agree.
 */
export function PartialProfileNote({ profiled, rows }: { profiled: number; rows: number }) {
  if (profiled >= rows) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {datasetsMessages.profile.partial(formatNumber(profiled), formatNumber(rows))}
    </p>
  );
}

/** The profile: the dataset's alerts, then a card per column, as many across as the width allows. */
export function ProfileContent({ profile }: { profile: DataProfile }) {
  const copy = datasetsMessages.profile;
  const alertsId = useId();
  const columnsId = useId();
  return (
    <div className="flex flex-col gap-8">
      <AlertsList alerts={profile.alerts} headingId={alertsId} />
      <div className="flex flex-col gap-3">
        <h3 id={columnsId} className="text-lg font-semibold">
          {copy.columnsLabel}
        </h3>
        <ul aria-labelledby={columnsId} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {profile.columns.map((column, index) => (
            <li key={`${index}:${column.name}`} className="flex min-w-0">
              <ColumnCard column={column} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
