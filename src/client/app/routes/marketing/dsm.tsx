import { PageHeader } from '@/client/components/page-header';
import { DsmManual } from '@/client/features/dsm/dsm-manual';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

export default function DsmPage() {
  usePageMeta(dsmMessages.title, dsmMessages.description);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader title={dsmMessages.title}>
        <p>{dsmMessages.description}</p>
        <p className="mt-2 text-base">{dsmMessages.intro}</p>
      </PageHeader>
      <DsmManual />
    </main>
  );
}
