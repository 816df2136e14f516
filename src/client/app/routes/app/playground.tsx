import { useDatasetReader } from '@/client/features/datasets/use-dataset-reader';
import { PlaygroundScreen } from '@/client/features/playground/playground-screen';

export default function PlaygroundRoute() {
  const reader = useDatasetReader();
  return <PlaygroundScreen reader={reader} />;
}
