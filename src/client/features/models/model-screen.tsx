import type { ReactNode } from 'react';
import { useModel } from '@/client/api/models/get-model';
import { ContentPage, LoadingPage } from '@/client/components/content-page';
import { FactList, type Fact } from '@/client/components/fact-list';
import { LoadError } from '@/client/components/load-error';
import { ApiRequestError } from '@/client/lib/api-client';
import { formatDateTime } from '@/client/lib/format';
import { Link, useNavigate } from '@/client/lib/navigation/navigation';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModel } from '@/shared/models';
import { paths } from '@/shared/paths';
import { DeleteModelButton } from './delete-model-button';
import { formatHeadline } from './format-model';
import { ModelStatus } from './model-status';
import { RetrainModelButton } from './retrain-model-button';
import { TrainedModelView } from './trained-model';

const linkClass =
  'rounded-sm underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [overflow-wrap:anywhere]';

function ModelFacts({ model }: { model: SavedModel }) {
  const copy = modelsMessages.list;
  const facts: Fact[] = [
    [
      copy.dataset,
      <Link to={paths.app.dataset.href(model.datasetId)} className={linkClass}>
        {model.datasetName}
      </Link>,
    ],
    [copy.target, model.target],
    [copy.score, formatHeadline(model.score)],
    [copy.trainer, model.trainedBy?.name ?? copy.formerMember],
    [copy.date, <time dateTime={model.createdAt}>{formatDateTime(model.createdAt)}</time>],
    [copy.status, <ModelStatus model={model} />],
  ];
  return (
    <FactList
      facts={facts}
      className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-6 gap-y-3 text-sm"
    />
  );
}

/**
 * A saved model's page: its facts and state (read again while the server trains it), then, once ready, its report,
 * the prediction form and a file's predictions. Another workspace's model, or an id that names none, is not found.
 */
export function ModelScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const copy = modelsMessages.page;
  const navigate = useNavigate();
  const detail = useModel(id);
  if (detail.isPending) return <LoadingPage label={copy.loading} />;
  if (detail.isError) {
    if (detail.error instanceof ApiRequestError && detail.error.status === 404) return notFound;
    return (
      <ContentPage title={copy.title}>
        <LoadError message={copy.loadFailed} onRetry={() => void detail.refetch()} />
      </ContentPage>
    );
  }
  const model = detail.data;
  const waiting = model.status === 'queued' || model.status === 'training';
  return (
    <ContentPage title={model.name} ownHeading>
      <header className="mb-6 flex flex-col gap-4">
        <p className="text-sm">
          <Link to={paths.app.models} className={linkClass}>
            {copy.back}
          </Link>
        </p>
        <h1 className="text-3xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
          {model.name}
        </h1>
        <section aria-label={copy.facts}>
          <ModelFacts model={model} />
        </section>
        <div className="flex flex-wrap gap-2">
          <RetrainModelButton model={model} />
          {model.canDelete && (
            <DeleteModelButton
              model={model}
              onDeleted={() => void navigate(paths.app.models, { replace: true })}
            />
          )}
        </div>
      </header>
      <section aria-labelledby="model-report-heading" className="flex flex-col gap-4">
        <h2 id="model-report-heading" className="text-2xl font-semibold">
          {copy.report}
        </h2>
        {model.report && model.model ? (
          <TrainedModelView report={model.report} model={model.model} />
        ) : (
          <p className="text-sm text-muted-foreground">{waiting ? copy.waiting : copy.noReport}</p>
        )}
      </section>
    </ContentPage>
  );
}
