import { useParams } from 'react-router';
import { DatasetAsk } from '@/client/features/assistant/dataset-ask';
import { DatasetScreen, type DatasetSectionPart } from '@/client/features/datasets/dataset-screen';
import { DatasetInsights } from '@/client/features/insights/dataset-insights';
import { ModelAction } from '@/client/features/models/model-action';
import { ModelSection } from '@/client/features/models/model-section';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { paths } from '@/shared/paths';
import { NotFound } from '../not-found';

/** A dataset's page, composed: the datasets feature's screen with the insights, assistant and models features' sections. */
export default function DatasetRoute() {
  const { id = '' } = useParams();
  const insights: DatasetSectionPart = {
    title: insightsMessages.heading,
    render: (dataset) => <DatasetInsights dataset={dataset} />,
  };
  const model: DatasetSectionPart = {
    title: modelsMessages.heading,
    render: (dataset, rows) => <ModelSection dataset={dataset} rows={rows} />,
  };
  const ask: DatasetSectionPart = {
    title: assistantMessages.heading,
    render: (dataset, rows) => (
      <DatasetAsk
        dataset={dataset}
        rows={rows}
        modelAction={(plan, subject) => <ModelAction plan={plan} subject={subject} />}
      />
    ),
  };
  return (
    <DatasetScreen
      key={id}
      id={id}
      notFound={<NotFound home={paths.app.home} />}
      insights={insights}
      model={model}
      ask={ask}
    />
  );
}
