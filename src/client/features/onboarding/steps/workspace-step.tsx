import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useUpdateWorkspace } from '@/client/api/workspace/update-workspace';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { authMessages } from '@/shared/i18n/messages/auth';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';
import { workspaceNameMaxLength, workspaceUpdateSchema } from '@/shared/workspace';
import { OnboardingStep } from '../onboarding-step';
import { toastSaveFailed } from '../save-failed';

const copy = onboardingMessages.workspace;

type WorkspaceStepProps = { initialName: string; onDone: () => void; onSkip: () => void };

/** Step 2: name the workspace that sign-up made, named from the email until now. */
export function WorkspaceStep({ initialName, onDone, onSkip }: WorkspaceStepProps) {
  const { register, handleSubmit, values, errors } = useSchemaForm(workspaceUpdateSchema, {
    name: initialName,
  });
  const update = useUpdateWorkspace();

  const save = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
    } catch (failure) {
      toastSaveFailed(authMessages.profile.savePreferencesFailed, failure);
      return;
    }
    onDone();
  });

  return (
    <OnboardingStep
      title={copy.title}
      description={copy.description}
      onSubmit={save}
      saving={update.isPending}
      canSubmit={values.name.trim() !== ''}
      onSkip={onSkip}
    >
      <FormField label={copy.label} error={errors.name}>
        {(field) => (
          <Input
            {...field}
            autoComplete="organization"
            maxLength={workspaceNameMaxLength}
            {...register('name')}
          />
        )}
      </FormField>
    </OnboardingStep>
  );
}
