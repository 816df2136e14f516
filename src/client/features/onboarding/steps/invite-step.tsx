import { FormField } from '@/client/components/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { useSendInvitations } from '@/client/api/invitations/send-invitations';
import { announceOutcomes } from '@/client/lib/announce-invitations';
import { parseEmailList } from '@/client/lib/email-list';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { invitationTextSchema } from '@/shared/workspace';
import { OnboardingStep } from '../onboarding-step';
import { toastSaveFailed } from '../save-failed';

const copy = onboardingMessages.invite;

type InviteStepProps = { onDone: () => void; onSkip: () => void };

/** Step 3: invite teammates by email. Only invitations the server reports as made are announced as sent. */
export function InviteStep({ onDone, onSkip }: InviteStepProps) {
  const { register, handleSubmit, setError, values, errors } = useSchemaForm(invitationTextSchema, {
    emails: '',
  });
  const send = useSendInvitations();

  const submit = handleSubmit(async ({ emails: text }) => {
    const { emails, invalid } = parseEmailList(text);
    if (invalid.length > 0) return setError('emails', copy.invalid(invalid.join(', ')));
    try {
      announceOutcomes(await send.mutateAsync({ emails }));
    } catch (failure) {
      toastSaveFailed(workspaceMessages.invitationFailed, failure);
      return;
    }
    onDone();
  });

  return (
    <OnboardingStep
      title={copy.title}
      description={copy.description}
      onSubmit={submit}
      submitLabel={copy.submit}
      saving={send.isPending}
      savingLabel={copy.sending}
      canSubmit={values.emails.trim() !== ''}
      onSkip={onSkip}
    >
      <FormField label={copy.label} hint={copy.hint} error={errors.emails}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            inputMode="email"
            autoComplete="off"
            placeholder={copy.placeholder}
            {...register('emails')}
          />
        )}
      </FormField>
    </OnboardingStep>
  );
}
