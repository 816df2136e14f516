import { OverviewScreen } from '@/client/features/admin/overview-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { adminMessages } from '@/shared/i18n/messages/admin';

export default function AdminDashboardPage() {
  usePageMeta(adminMessages.overview.title);
  return <OverviewScreen />;
}
