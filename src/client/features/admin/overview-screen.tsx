import { useAdminOverview } from '@/client/api/admin/get-overview';
import { LoadError } from '@/client/components/load-error';
import { PageHeader } from '@/client/components/page-header';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { commonMessages } from '@/shared/i18n/messages/common';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { AdminsCard } from './admins-card';
import { SignUpsSection } from './sign-ups-section';
import { StatGrid } from './stat-grid';

const copy = adminMessages.overview;

/** /admin/dashboard: the totals, sign-ups per day and the admins with their two-factor state. */
export function OverviewScreen() {
  const overview = useAdminOverview();
  if (overview.isPending) return <PageSpinner />;
  if (overview.isError)
    return <LoadError message={commonMessages.errors.unexpected} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={copy.title} />
      <StatGrid
        stats={[
          { label: copy.users, value: data.users },
          { label: copy.workspaces, value: data.workspaces },
          { label: copy.signUps7, value: data.signUps7 },
          { label: copy.signUps30, value: data.signUps30 },
          { label: copy.active7, value: data.active7 },
          { label: copy.feedbackWaiting, value: data.feedbackWaiting },
        ]}
      />
      <SignUpsSection />
      <AdminsCard admins={data.admins} />
    </div>
  );
}
