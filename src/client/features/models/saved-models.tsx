import { useModels } from '@/client/api/models/list-models';
import { FactList, type Fact } from '@/client/components/fact-list';
import { LoadError } from '@/client/components/load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { formatDateTime } from '@/client/lib/format';
import { Link } from '@/client/lib/navigation/navigation';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModelSummary } from '@/shared/models';
import { paths } from '@/shared/paths';
import { DeleteModelButton } from './delete-model-button';
import { formatHeadline } from './format-model';
import { ModelStatus } from './model-status';
import { RetrainModelButton } from './retrain-model-button';

const linkClass =
  'rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [overflow-wrap:anywhere]';

/** One saved model as a card: its name (to its page), what it predicts, its score, who trained it and when. */
function SavedModelCard({
  model,
  showDataset,
  headingLevel,
}: {
  model: SavedModelSummary;
  showDataset: boolean;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const copy = modelsMessages.list;
  const facts: Fact[] = [
    ...(showDataset
      ? [
          [
            copy.dataset,
            <Link to={paths.app.dataset.href(model.datasetId)} className={linkClass}>
              {model.datasetName}
            </Link>,
          ] satisfies Fact,
        ]
      : []),
    [copy.target, <span className="[overflow-wrap:anywhere]">{model.target}</span>],
    [copy.score, formatHeadline(model.score)],
    [copy.trainer, model.trainedBy?.name ?? copy.formerMember],
    [copy.date, <time dateTime={model.createdAt}>{formatDateTime(model.createdAt)}</time>],
    [copy.status, <ModelStatus model={model} />],
  ];
  return (
    <article aria-labelledby={`model-${model.id}`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`model-${model.id}`} className="min-w-0 text-base font-semibold">
          <Link to={paths.app.model.href(model.id)} className={linkClass}>
            {model.name}
          </Link>
        </Heading>
        <div className="flex flex-wrap gap-2">
          <RetrainModelButton model={model} />
          {model.canDelete && <DeleteModelButton model={model} />}
        </div>
      </div>
      <FactList
        facts={facts}
        className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-6 gap-y-3 text-sm"
      />
    </article>
  );
}

/**
 * The workspace's saved models (a dataset's only, when given), newest first; read again every few seconds while
 * one is queued or training.
 */
export function SavedModels({ datasetId, headingLevel = 3 }: { datasetId?: string; headingLevel?: 3 | 4 }) {
  const copy = modelsMessages.list;
  const models = useModels(datasetId);
  if (models.isPending) return <Spinner label={copy.loading} className="text-muted-foreground" />;
  if (models.isError) return <LoadError message={copy.loadFailed} onRetry={() => void models.refetch()} />;
  if (models.data.length === 0)
    return <p className="text-sm text-muted-foreground">{datasetId ? copy.emptyDataset : copy.empty}</p>;
  return (
    <ul aria-label={copy.label} className="grid gap-4 lg:grid-cols-2">
      {models.data.map((model) => (
        <li key={model.id} className="flex min-w-0 flex-col">
          <SavedModelCard model={model} showDataset={datasetId === undefined} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
