import { ContentPage } from '@/client/components/content-page';
import { ReleaseNotes } from '@/client/features/whats-new/release-notes';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

export default function WhatsNewPage() {
  const copy = preferencesMessages.whatsNew;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.description} width="2xl">
      <ReleaseNotes />
    </ContentPage>
  );
}
