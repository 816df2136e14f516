import { ContentPage } from '@/client/components/content-page';
import { ApiReference } from '@/client/features/api-reference/api-reference';
import { apiKeysMessages } from '@/shared/i18n/messages/api-keys';

export default function ApiReferencePage() {
  const copy = apiKeysMessages.reference;
  return (
    <ContentPage title={copy.title} description={copy.lead} lead={copy.lead} width="4xl">
      <ApiReference />
    </ContentPage>
  );
}
