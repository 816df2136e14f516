import { PageHeader } from '@/client/components/page-header';
import { EarlyAccess } from '@/client/features/marketing/early-access';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function EarlyPage() {
  const copy = marketingMessages.early;
  usePageMeta(copy.title, copy.description);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-16">
      <PageHeader title={copy.title}>{copy.lead}</PageHeader>
      <EarlyAccess />
    </main>
  );
}
