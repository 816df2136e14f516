import { AlertCircle } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ContentPage } from '@/client/components/content-page';
import { Button } from '@/client/components/ui/button';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { useNavigate } from '@/client/lib/navigation/navigation';
import type { Progress } from '@/shared/data/progress';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { paths } from '@/shared/paths';
import type { ParsedTable } from '@/shared/data/ingest/table';
import type { DataProfile } from '@/shared/data/profile/types';
import { DataInput } from './data-input';
import { DatasetFacts } from './dataset-summary';
import { SaveDatasetForm } from './save-dataset-form';
import type {
  DatasetReader,
  DatasetReadResult,
  DatasetSource,
  InsightsState,
  ReaderState,
} from '@/client/lib/datasets/dataset-reader';

/**
 * The datasets feature's parts (the import screen's, the dataset page's table and profile, the list of saved
 * datasets), handed in by the route that composes the screen: one of each in the app.
 */
export type PlaygroundParts = {
  /** A read under way: how far, and Cancel (which calls `onCancel`). */
  progress: (progress: Progress, onCancel: () => void) => ReactNode;
  /** How the file was read and its types, each changeable (a change reads the file again); `busy` while it does. */
  review: (result: DatasetReadResult, busy: boolean) => ReactNode;
  /** The rows: the first ones while the file is read (`label` names them), every one once `result` is there. */
  table: (
    table: ParsedTable,
    shown: { result?: DatasetReadResult; label?: string; className?: string },
  ) => ReactNode;
  /** A card per column. */
  profile: (profile: DataProfile) => ReactNode;
  /**
   * What the file says, found after the read (`insights` of the reader's ready state), pointing to the profile's
   * alerts at `alertsHref`.
   */
  insights?: (insights: InsightsState, profile: DataProfile, alertsHref: string) => ReactNode;
  /** The workspace's saved datasets, each a link to its page. */
  saved: ReactNode;
  /** Questions about the data as read (the assistant), with its insights once found; `heading` is its title. */
  ask?: {
    heading: string;
    render: (result: DatasetReadResult, name: string, insights?: InsightsState) => ReactNode;
  };
};

type Shown = { source: DatasetSource; result: DatasetReadResult };

const profileSectionId = 'playground-profile';

/**
 * The playground: add data, see how it was read (and change that), see it as a table and a profile per column, save
 * it for the workspace and land on its page. The reader (`useDatasetReader`, features/datasets) and the datasets
 * feature's parts are composed by the route.
 */
export function PlaygroundScreen({ reader, parts }: { reader: DatasetReader; parts: PlaygroundParts }) {
  const copy = playgroundMessages;
  const { state } = reader;
  // The last file read stays on screen while it is read again with other choices, so the page does not jump and
  // the control just changed keeps its focus.
  const [shown, setShown] = useState<Shown | null>(null);
  // A re-read cancelled goes back to the file as it was last read, not to an empty drop zone: the read that was
  // cancelled is kept until another starts.
  const [cancelled, setCancelled] = useState<ReaderState | null>(null);
  if (state.status === 'ready' && shown?.result !== state.result)
    setShown({ source: state.source, result: state.result });
  if (cancelled && state !== cancelled && state.status !== 'idle') setCancelled(null);
  if (state.status === 'idle' && shown && !cancelled) setShown(null);
  const rereading =
    shown &&
    (((state.status === 'reading' || state.status === 'error') && state.source === shown.source) ||
      (state.status === 'idle' && cancelled))
      ? shown
      : null;
  const current = state.status === 'ready' ? state : rereading;
  // The first rows stay one element while progress comes (up to ten times a second): React skips their table
  // instead of drawing it again on the page's thread, which shares the machine's cores with the worker reading
  // the file (docs/decisions/083). `parts` comes from the route, made once.
  const preview = state.status === 'reading' ? state.preview : undefined;
  const previewTable = useMemo(
    () => preview && parts.table(preview, { label: copy.input.previewLabel, className: 'h-72' }),
    [preview, parts, copy],
  );
  const cancelReread = () => {
    setCancelled(state);
    reader.cancel();
  };
  const startOver = () => {
    setCancelled(null);
    reader.reset();
  };

  return (
    <ContentPage title={copy.title} lead={copy.intro}>
      <div className="flex flex-col gap-10">
        {current ? (
          <ParsedView
            source={current.source}
            result={current.result}
            onReset={startOver}
            status={
              <>
                {state.status === 'reading' && parts.progress(state.progress, cancelReread)}
                {state.status === 'error' && <ReadError message={state.message} hint={state.hint} />}
              </>
            }
            review={parts.review(current.result, state.status === 'reading')}
            insights={state.status === 'ready' ? state.insights : undefined}
            parts={parts}
          />
        ) : (
          <>
            <DataInput onFile={reader.readFile} onText={reader.readText} busy={state.status === 'reading'} />
            {state.status === 'reading' && parts.progress(state.progress, reader.cancel)}
            {previewTable}
            {state.status === 'error' && <ReadError message={state.message} hint={state.hint} />}
          </>
        )}
        {parts.saved}
      </div>
    </ContentPage>
  );
}

function ReadError({ message, hint }: { message: string; hint?: string }) {
  const copy = playgroundMessages;
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-destructive p-4">
      <AlertCircle aria-hidden className="size-5 flex-none text-destructive" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{copy.errors.heading}</p>
        <p>{message}</p>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
    </div>
  );
}

function ParsedView({
  source,
  result,
  onReset,
  status,
  review,
  insights,
  parts,
}: {
  source: DatasetSource;
  result: DatasetReadResult;
  onReset: () => void;
  status: ReactNode;
  review: ReactNode;
  insights?: InsightsState;
  parts: PlaygroundParts;
}) {
  const copy = playgroundMessages;
  const workspace = useActiveWorkspace();
  const canSave = useCan('dataset:create');
  const navigate = useNavigate();
  const { table, profile, report, choices } = result;
  const format = report.format;
  return (
    <>
      <section aria-labelledby="playground-data-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="playground-data-heading" className="min-w-0 break-words text-xl font-semibold">
            {source.fileName}
          </h2>
          <Button variant="outline" onClick={onReset}>
            {copy.input.clear}
          </Button>
        </div>
        <DatasetFacts
          rows={profile.rowCount}
          columns={profile.columnCount}
          sizeBytes={source.file.size}
          format={format}
        />
        {status}
        {review}
        {/* Nothing while the role is still loading, so an Editor never sees the Collaborator's note flash. */}
        {canSave ? (
          <SaveDatasetForm
            source={source}
            choices={choices}
            onSaved={(dataset) => navigate(paths.app.dataset.href(dataset.id))}
          />
        ) : (
          workspace.isSuccess && <p className="text-sm text-muted-foreground">{copy.save.notAllowed}</p>
        )}
        {parts.table(table, { result })}
      </section>
      {insights && parts.insights && (
        <section aria-labelledby="playground-insights-heading" className="flex flex-col gap-4">
          <h2 id="playground-insights-heading" className="text-xl font-semibold">
            {insightsMessages.heading}
          </h2>
          {parts.insights(insights, profile, `#${profileSectionId}`)}
        </section>
      )}
      {parts.ask && (
        <section aria-labelledby="playground-ask-heading" className="flex flex-col gap-4">
          <h2 id="playground-ask-heading" className="text-xl font-semibold">
            {parts.ask.heading}
          </h2>
          {parts.ask.render(result, source.suggestedName, insights)}
        </section>
      )}
      <section
        id={profileSectionId}
        aria-labelledby="playground-profile-heading"
        className="flex scroll-mt-20 flex-col gap-4"
      >
        <h2 id="playground-profile-heading" className="text-xl font-semibold">
          {copy.profile.heading}
        </h2>
        {parts.profile(profile)}
      </section>
    </>
  );
}
