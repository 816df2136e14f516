import { useParams } from 'react-router';
import { DatasetScreen, type DatasetInsightsPart } from '@/client/features/datasets/dataset-screen';
import { DatasetInsights } from '@/client/features/insights/dataset-insights';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { paths } from '@/shared/paths';
import { NotFound } from '../not-found';

/** A dataset's page, composed: the datasets feature's screen with the insights feature's section. */
export default function DatasetRoute() {
  const { id = '' } = useParams();
  const insights: DatasetInsightsPart = {
    title: insightsMessages.heading,
    render: (dataset) => <DatasetInsights dataset={dataset} />,
  };
  return <DatasetScreen key={id} id={id} notFound={<NotFound home={paths.app.home} />} insights={insights} />;
}
