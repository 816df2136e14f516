import { HomeOverview } from '@/client/features/app-shell/home-overview';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { appMessages } from '@/shared/i18n/en/app';

export default function AppHomePage() {
  usePageMeta(appMessages.home.title);
  return <HomeOverview />;
}
