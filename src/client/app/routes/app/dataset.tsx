import { useParams } from 'react-router';
import { DatasetScreen } from '@/client/features/datasets/dataset-screen';
import { paths } from '@/shared/paths';
import { NotFound } from '../not-found';

export default function DatasetRoute() {
  const { id = '' } = useParams();
  return <DatasetScreen key={id} id={id} notFound={<NotFound home={paths.app.home} />} />;
}
