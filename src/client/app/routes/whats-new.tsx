import { PageHeader } from '@/client/components/page-header';
import { ReleaseNotes } from '@/client/features/whats-new/release-notes';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

export default function WhatsNewPage() {
  const copy = preferencesMessages.whatsNew;
  usePageMeta(copy.title, copy.description);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={copy.title}>{copy.description}</PageHeader>
      <ReleaseNotes />
    </div>
  );
}
