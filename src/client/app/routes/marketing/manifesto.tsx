import { ContentPage } from '@/client/components/content-page';
import { Manifesto } from '@/client/features/marketing/manifesto';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function ManifestoPage() {
  const copy = marketingMessages.manifesto;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.lead} width="3xl" padded>
      <Manifesto />
    </ContentPage>
  );
}
