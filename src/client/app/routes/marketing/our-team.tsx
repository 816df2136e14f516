import { ContentPage } from '@/client/components/content-page';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function OurTeamPage() {
  return <ContentPage title={marketingMessages.ourTeam.title} width="3xl" padded />;
}
