import { PageHeader } from '@/client/components/page-header';
import { DemoWalkthrough } from '@/client/features/marketing/demo-walkthrough';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function DemoPage() {
  const copy = marketingMessages.demo;
  usePageMeta(copy.title, copy.description);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={copy.title}>{copy.lead}</PageHeader>
      <DemoWalkthrough />
    </main>
  );
}
