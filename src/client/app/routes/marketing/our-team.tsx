import { PageHeader } from '@/client/components/page-header';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function OurTeamPage() {
  usePageMeta(marketingMessages.ourTeam.title);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={marketingMessages.ourTeam.title} />
    </main>
  );
}
