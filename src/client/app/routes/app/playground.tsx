import { PlaygroundScreen } from '@/client/features/playground/playground-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { playgroundMessages } from '@/shared/i18n/messages/playground';

export default function PlaygroundRoute() {
  usePageMeta(playgroundMessages.title);
  return <PlaygroundScreen />;
}
