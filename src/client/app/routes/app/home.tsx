import { CommandBarInput } from '@/client/features/command-bar/command-bar-input';
import { HomeScreen } from '@/client/features/home/home-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { appMessages } from '@/shared/i18n/messages/app';

export default function AppHomePage() {
  usePageMeta(appMessages.home.title);
  return <HomeScreen followUp={<CommandBarInput />} />;
}
