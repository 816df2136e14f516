import { onboardingMessages } from '@/shared/i18n/messages/onboarding';

/** "Step N of 4" with a bar that fills as the steps are done. */
export function OnboardingProgress({ step, total }: { step: number; total: number }) {
  const label = onboardingMessages.progress(step, total);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted-foreground" aria-hidden>
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={onboardingMessages.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] motion-reduce:transition-none"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
