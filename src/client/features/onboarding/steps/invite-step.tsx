import { useState, type FormEvent } from 'react';
import { FormField } from '@/client/components/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { useSendInvitations } from '@/client/api/invitations/send-invitations';
import { announceOutcomes } from '@/client/lib/announce-invitations';
import { parseEmailList } from '@/client/lib/email-list';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { OnboardingStep } from '../onboarding-step';
import { toastSaveFailed } from '../save-failed';

const copy = onboardingMessages.invite;

type InviteStepProps = { onDone: () => void; onSkip: () => void };

/** Step 3: invite teammates by email. Only invitations the server reports as made are announced as sent. */
export function InviteStep({ onDone, onSkip }: InviteStepProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendInvitations();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = parseEmailList(text);
    if (invalid.length > 0) return setError(copy.invalid(invalid.join(', ')));
    if (emails.length === 0) return;
    setError(undefined);
    send.mutate(
      { emails },
      {
        onSuccess: (outcomes) => {
          announceOutcomes(outcomes);
          onDone();
        },
        onError: (failure) => toastSaveFailed(workspaceMessages.invitationFailed, failure),
      },
    );
  };

  return (
    <OnboardingStep
      title={copy.title}
      description={copy.description}
      onSubmit={submit}
      submitLabel={copy.submit}
      saving={send.isPending}
      savingLabel={copy.sending}
      canSubmit={text.trim() !== ''}
      onSkip={onSkip}
    >
      <FormField label={copy.label} hint={copy.hint} error={error}>
        {(field) => (
          <Textarea
            {...field}
            name="emails"
            rows={3}
            inputMode="email"
            autoComplete="off"
            placeholder={copy.placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
    </OnboardingStep>
  );
}
