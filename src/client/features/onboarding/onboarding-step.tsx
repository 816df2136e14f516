import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';

type OnboardingStepProps = {
  title: string;
  description: string;
  /** The step's form's `handleSubmit(…)` (useSchemaForm). */
  onSubmit: (event: { preventDefault: () => void }) => unknown;
  submitLabel?: string;
  saving: boolean;
  savingLabel?: string;
  canSubmit?: boolean;
  /** Steps 2 to 4 can be skipped. */
  onSkip?: () => void;
  /** A new step takes focus to its heading, so keyboard and screen reader users start at its top. */
  focusOnMount?: boolean;
  children: ReactNode;
};

/** One onboarding step: its heading, its fields, then Skip and the button that saves and moves on. */
export function OnboardingStep({
  title,
  description,
  onSubmit,
  submitLabel = onboardingMessages.continue,
  saving,
  savingLabel = onboardingMessages.saving,
  canSubmit = true,
  onSkip,
  focusOnMount = true,
  children,
}: OnboardingStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onSkip && (
          <Button type="button" variant="ghost" onClick={onSkip} disabled={saving}>
            {onboardingMessages.skip}
          </Button>
        )}
        <Button type="submit" disabled={saving || !canSubmit}>
          {saving ? savingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
