import { useEffect, useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import { LoadError } from '@/client/components/load-error';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { paths } from '@/shared/paths';
import { clearNeedsOnboarding, needsOnboarding } from '@/client/lib/auth/auth-storage';
import { useProfile } from '@/client/api/profile/get-profile';
import { onboardingProfileSchema } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import type { Profile } from '@/client/api/profile/get-profile';
import { OnboardingProgress } from './onboarding-progress';
import { DataStreamsStep } from './steps/data-streams-step';
import { InviteStep } from './steps/invite-step';
import { ProfileStep } from './steps/profile-step';
import { WorkspaceStep } from './steps/workspace-step';

/** Step 1 asks for the full name and role only when sign-up (or Google) did not already give both. */
const profileStepNeeded = (profile: Profile) =>
  !onboardingProfileSchema.safeParse({
    fullName: profile.fullName,
    professionalRole: profile.professionalRole ?? '',
  }).success;

/**
 * The guards of docs/product.md#behaviour: without the needsOnboarding flag, go to /app. Its other rule ("a profile that already
 * has full name and role clears the flag and goes to /app") now skips step 1 only: written when onboarding was
 * that one step, it would send every email sign-up (which gives both) past steps 2–4; the flag alone says
 * whether set-up is still to do, and nothing sign-up asked is asked again.
 */
const laterSteps = ['workspace', 'invite', 'data-streams'] as const;

export function OnboardingFlow() {
  const navigate = useNavigate();
  const [flagged] = useState(needsOnboarding);
  const [step, setStep] = useState(1);
  const profile = useProfile();
  // Decided once, from the profile as onboarding found it: saving step 1 must not reshuffle the steps.
  const [askProfile, setAskProfile] = useState<boolean>();
  if (askProfile === undefined && profile.data) setAskProfile(profileStepNeeded(profile.data));

  useEffect(() => {
    if (!flagged) void navigate(paths.app.root, { replace: true });
  }, [flagged, navigate]);

  if (!flagged || profile.isPending || (profile.data && askProfile === undefined)) return <PageSpinner />;
  if (profile.isError)
    return <LoadError message={authMessages.profile.loadFailed} onRetry={() => void profile.refetch()} />;

  const next = () => setStep((current) => current + 1);
  const finish = () => {
    clearNeedsOnboarding();
    toast.success(authMessages.toasts.setupComplete);
    void navigate(paths.app.root, { replace: true });
  };

  const steps = askProfile ? (['profile', 'workspace', 'invite', 'data-streams'] as const) : laterSteps;
  const current = steps[step - 1];
  return (
    <div className="flex flex-col gap-8">
      <OnboardingProgress step={step} total={steps.length} />
      {current === 'profile' && <ProfileStep profile={profile.data} onDone={next} />}
      {current === 'workspace' && (
        <WorkspaceStep initialName={profile.data.workspaceName ?? ''} onDone={next} onSkip={next} />
      )}
      {current === 'invite' && <InviteStep onDone={next} onSkip={next} />}
      {current === 'data-streams' && <DataStreamsStep onDone={finish} onSkip={finish} />}
    </div>
  );
}
