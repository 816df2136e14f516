import { DatasetsScreen } from '@/client/features/datasets/datasets-screen';

export default function DatasetsRoute() {
  return <DatasetsScreen />;
}
