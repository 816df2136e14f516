import { ContentPage } from '@/client/components/content-page';
import { EarlyAccess } from '@/client/features/marketing/early-access';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function EarlyPage() {
  const copy = marketingMessages.early;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.lead} width="4xl" padded>
      <EarlyAccess />
    </ContentPage>
  );
}
