import { useParams } from 'react-router';
import { ModelScreen } from '@/client/features/models/model-screen';
import { paths } from '@/shared/paths';
import { NotFound } from '../not-found';

/** One saved model's page. */
export default function ModelRoute() {
  const { id = '' } = useParams();
  return <ModelScreen key={id} id={id} notFound={<NotFound home={paths.app.home} />} />;
}
