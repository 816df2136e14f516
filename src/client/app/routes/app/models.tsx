import { ModelsScreen } from '@/client/features/models/models-screen';

export default function ModelsRoute() {
  return <ModelsScreen />;
}
