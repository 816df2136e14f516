import { useMemo } from 'react';
import { PlaygroundAsk } from '@/client/features/assistant/playground-ask';
import { ReadTable } from '@/client/features/datasets/data/data-section';
import { SavedDatasets } from '@/client/features/datasets/dataset-list';
import { ImportReview } from '@/client/features/datasets/import/import-review';
import { ReadingProgress } from '@/client/features/datasets/import/reading-progress';
import { ProfileContent } from '@/client/features/datasets/profile/profile-section';
import { useDatasetReader } from '@/client/features/datasets/use-dataset-reader';
import { ReaderInsights } from '@/client/features/insights/reader-insights';
import { ModelAction } from '@/client/features/models/model-action';
import { PlaygroundScreen, type PlaygroundParts } from '@/client/features/playground/playground-screen';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { playgroundMessages } from '@/shared/i18n/messages/playground';

/**
 * The playground, composed: the data reader, the import screen's parts, the dataset page's table and profile, the
 * insights found in the browser and the list of saved datasets (features/datasets) in its screen.
 */
export default function PlaygroundRoute() {
  const reader = useDatasetReader();
  const { reread } = reader;
  // Made once, so the screen can keep what it drew with them while the reader's progress comes.
  const parts = useMemo<PlaygroundParts>(
    () => ({
      progress: (progress, onCancel) => <ReadingProgress progress={progress} onCancel={onCancel} />,
      review: (result, busy) => (
        <ImportReview report={result.report} columns={result.ingested.types} onChange={reread} busy={busy} />
      ),
      table: (table, { result, label, className }) => (
        <ReadTable
          table={table}
          profile={result?.profile}
          report={result?.report}
          label={label}
          className={className}
        />
      ),
      profile: (profile) => <ProfileContent profile={profile} />,
      insights: (insights, profile, alertsHref) => (
        <ReaderInsights insights={insights} alerts={{ count: profile.alerts.length, href: alertsHref }} />
      ),
      ask: {
        heading: assistantMessages.heading,
        render: (result, name, insights) => (
          <PlaygroundAsk
            result={result}
            name={name}
            insights={insights}
            modelAction={(plan, subject) => <ModelAction plan={plan} subject={subject} />}
          />
        ),
      },
      saved: (
        <SavedDatasets heading={playgroundMessages.saved.heading} empty={playgroundMessages.saved.empty} />
      ),
    }),
    [reread],
  );
  return <PlaygroundScreen reader={reader} parts={parts} />;
}
