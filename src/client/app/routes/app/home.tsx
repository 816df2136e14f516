import { ContentPage } from '@/client/components/content-page';
import { CommandBarInput } from '@/client/features/command-bar/command-bar-input';
import { HomeScreen } from '@/client/features/home/home-screen';
import { PinnedInsights } from '@/client/features/insights/pinned-insights';
import { appMessages } from '@/shared/i18n/messages/app';

export default function AppHomePage() {
  return (
    <ContentPage title={appMessages.home.title} ownHeading>
      <HomeScreen followUp={<CommandBarInput />} pinned={<PinnedInsights />} />
    </ContentPage>
  );
}
