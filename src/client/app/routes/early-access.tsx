import { PageHeader } from '@/client/components/page-header';
import { EarlyAccessPanel } from '@/client/features/early-access/early-access-panel';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

export default function EarlyAccessPage() {
  const copy = preferencesMessages.earlyAccess;
  usePageMeta(copy.title, copy.description);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={copy.title}>{copy.description}</PageHeader>
      <EarlyAccessPanel />
    </div>
  );
}
