import { ContentPage } from '@/client/components/content-page';
import { EarlyAccessPanel } from '@/client/features/early-access/early-access-panel';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

export default function EarlyAccessPage() {
  const copy = preferencesMessages.earlyAccess;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.description} width="2xl">
      <EarlyAccessPanel />
    </ContentPage>
  );
}
