import { useState, type FormEvent } from 'react';
import { toast } from '@/client/lib/toast';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useUpdateWorkspace } from '@/client/api/workspace/update-workspace';
import { authMessages } from '@/shared/i18n/messages/auth';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { workspaceNameMaxLength, workspaceNameSchema } from '@/shared/workspace';
import { OnboardingStep } from '../onboarding-step';
import { toastSaveFailed } from '../save-failed';

const copy = onboardingMessages.workspace;

type WorkspaceStepProps = { initialName: string; onDone: () => void; onSkip: () => void };

/** Step 2: name the workspace that sign-up made, named from the email until now. */
export function WorkspaceStep({ initialName, onDone, onSkip }: WorkspaceStepProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const update = useUpdateWorkspace();
  const empty = name.trim() === '';

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return void toast.error(workspaceMessages.nameEmpty);
    const parsed = workspaceNameSchema.safeParse(name);
    setError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    update.mutate(
      { name: parsed.data },
      {
        onSuccess: onDone,
        onError: (failure) => toastSaveFailed(authMessages.profile.savePreferencesFailed, failure),
      },
    );
  };

  return (
    <OnboardingStep
      title={copy.title}
      description={copy.description}
      onSubmit={save}
      saving={update.isPending}
      canSubmit={!empty}
      onSkip={onSkip}
    >
      <FormField label={copy.label} error={error}>
        {(field) => (
          <Input
            {...field}
            name="workspaceName"
            autoComplete="organization"
            maxLength={workspaceNameMaxLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
    </OnboardingStep>
  );
}
