import { ContentPage } from '@/client/components/content-page';
import { HomeAsk } from '@/client/features/assistant/home-ask';
import { PinnedAnswerCard } from '@/client/features/assistant/pin-answer';
import { CommandMatches } from '@/client/features/command-bar/command-matches';
import { readSavedRows } from '@/client/features/datasets/data/read-saved-rows';
import { ModelAction } from '@/client/features/models/model-action';
import { HomeScreen } from '@/client/features/home/home-screen';
import { PinnedInsights } from '@/client/features/insights/pinned-insights';
import { appMessages } from '@/shared/i18n/messages/app';

/** Home, composed: the assistant answers in its panel from the saved datasets, with the command bar's results. */
export default function AppHomePage() {
  return (
    <ContentPage title={appMessages.home.title} ownHeading>
      <HomeScreen
        followUp={
          <HomeAsk
            readRows={readSavedRows}
            commands={(query) => <CommandMatches query={query} />}
            modelAction={(plan, subject) => <ModelAction plan={plan} subject={subject} />}
          />
        }
        pinned={<PinnedInsights answerCard={(pin) => <PinnedAnswerCard pin={pin} />} />}
      />
    </ContentPage>
  );
}
