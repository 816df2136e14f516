import { ContentPage } from '@/client/components/content-page';
import { DemoWalkthrough } from '@/client/features/marketing/demo-walkthrough';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function DemoPage() {
  const copy = marketingMessages.demo;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.lead} width="3xl" padded>
      <DemoWalkthrough />
    </ContentPage>
  );
}
