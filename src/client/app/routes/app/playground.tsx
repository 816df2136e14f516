import { PlaygroundScreen } from '@/client/features/playground/playground-screen';

export default function PlaygroundRoute() {
  return <PlaygroundScreen />;
}
