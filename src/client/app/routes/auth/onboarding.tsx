import { ContentPage } from '@/client/components/content-page';
import { OnboardingFlow } from '@/client/features/onboarding/onboarding-flow';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';

export default function OnboardingPage() {
  return (
    <ContentPage
      title={onboardingMessages.title}
      description={onboardingMessages.description}
      lead={onboardingMessages.description}
      width="2xl"
    >
      <OnboardingFlow />
    </ContentPage>
  );
}
