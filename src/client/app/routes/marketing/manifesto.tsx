import { PageHeader } from '@/client/components/page-header';
import { Manifesto } from '@/client/features/marketing/manifesto';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function ManifestoPage() {
  const copy = marketingMessages.manifesto;
  usePageMeta(copy.title, copy.description);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={copy.title}>{copy.lead}</PageHeader>
      <Manifesto />
    </main>
  );
}
