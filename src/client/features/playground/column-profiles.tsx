import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import type { DataProfile } from '@/shared/data/profile/types';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { ColumnCard } from './column-card';

const pageSize = 12;

/** Every column's profile as cards, a dozen at a time so a wide file does not draw hundreds of charts at once. */
export function ColumnProfiles({
  profile,
  headingLevel = 2,
}: {
  profile: DataProfile;
  headingLevel?: 2 | 3;
}) {
  const copy = playgroundMessages.profile;
  const [shown, setShown] = useState(pageSize);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const remaining = profile.columns.length - shown;
  return (
    <section aria-label={copy.heading} className="flex flex-col gap-4">
      <Heading className="text-xl font-semibold">{copy.heading}</Heading>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {profile.columns.slice(0, shown).map((column) => (
          <ColumnCard key={column.name} column={column} />
        ))}
      </div>
      {remaining > 0 && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setShown((count) => count + pageSize * 2)}
        >
          {copy.showMore(Math.min(remaining, pageSize * 2))}
        </Button>
      )}
    </section>
  );
}
