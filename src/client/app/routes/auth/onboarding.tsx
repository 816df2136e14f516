import { OnboardingFlow } from '@/client/features/onboarding/onboarding-flow';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';

export default function OnboardingPage() {
  usePageMeta(onboardingMessages.title, onboardingMessages.description);
  return (
    <main id="main" className="flex w-full max-w-2xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{onboardingMessages.title}</h1>
        <p className="text-muted-foreground">{onboardingMessages.description}</p>
      </header>
      <OnboardingFlow />
    </main>
  );
}
