import { AlertCircle } from 'lucide-react';
import { ContentPage } from '@/client/components/content-page';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { ColumnProfiles } from './column-profiles';
import { DataInput } from './data-input';
import { DataTable } from './data-table';
import { DatasetFacts } from './dataset-summary';
import { SaveDatasetForm } from './save-dataset-form';
import { SavedDatasets } from './saved-datasets';
import {
  overallProgress,
  type DatasetReader,
  type DatasetReadResult,
  type DatasetSource,
} from '@/client/lib/datasets/dataset-reader';

/**
 * The playground: add data, see it as a table and a profile per column, save it for the workspace. The reader
 * (`useDatasetReader`, features/datasets) is composed by the route.
 */
export function PlaygroundScreen({ reader }: { reader: DatasetReader }) {
  const copy = playgroundMessages;
  const { state } = reader;
  return (
    <ContentPage title={copy.title} lead={copy.intro}>
      <div className="flex flex-col gap-10">
        {state.status === 'ready' ? (
          <ParsedView source={state.source} result={state.result} onReset={reader.reset} />
        ) : (
          <>
            <DataInput onFile={reader.readFile} onText={reader.readText} busy={state.status === 'reading'} />
            <div aria-live="polite">
              {state.status === 'reading' && (
                <div className="flex flex-wrap items-center gap-3">
                  <Spinner
                    label={copy.input.readingProgress(Math.round(overallProgress(state.progress) * 100))}
                    className="gap-2"
                  />
                  <Button variant="outline" onClick={reader.cancel}>
                    {copy.input.cancel}
                  </Button>
                </div>
              )}
            </div>
            {state.status === 'reading' && state.preview && (
              <DataTable table={state.preview} label={copy.input.previewLabel} className="h-72" />
            )}
            {state.status === 'error' && (
              <div role="alert" className="flex gap-3 rounded-lg border border-destructive p-4">
                <AlertCircle aria-hidden className="size-5 flex-none text-destructive" />
                <div className="flex flex-col gap-1">
                  <p className="font-semibold">{copy.errors.heading}</p>
                  <p>{state.message}</p>
                  {state.hint && <p className="text-sm text-muted-foreground">{state.hint}</p>}
                </div>
              </div>
            )}
          </>
        )}
        <SavedDatasets />
      </div>
    </ContentPage>
  );
}

function ParsedView({
  source,
  result,
  onReset,
}: {
  source: DatasetSource;
  result: DatasetReadResult;
  onReset: () => void;
}) {
  const copy = playgroundMessages;
  const workspace = useActiveWorkspace();
  const canSave = useCan('dataset:create');
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
        {report.anomalyCount > 0 && (
          <p className="flex items-center gap-2 text-sm">
            <AlertCircle aria-hidden className="size-4 flex-none text-muted-foreground" />
            {copy.summary.attention(report.anomalyCount)}
          </p>
        )}
        {/* Nothing while the role is still loading, so an Editor never sees the Collaborator's note flash. */}
        {canSave ? (
          <SaveDatasetForm source={source} choices={choices} onSaved={onReset} />
        ) : (
          workspace.isSuccess && <p className="text-sm text-muted-foreground">{copy.save.notAllowed}</p>
        )}
        <DataTable table={table} label={copy.table.label} />
      </section>
      <ColumnProfiles profile={profile} />
    </>
  );
}
