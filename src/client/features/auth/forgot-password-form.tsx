import { useState, type FormEvent } from 'react';
import { toast } from '@/client/lib/toast';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { forgotPasswordSchema } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import { requestPasswordReset } from '@/client/api/auth/request-password-reset';
import { resetRequestErrorMessage } from './auth-errors';

const copy = authMessages;

type Status = { state: 'idle' | 'sending' } | { state: 'error'; message: string };

/** docs/product.md#behaviour: idle, sending, then done (the caller's success view) or an error the user can retry. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const sending = status.state === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    setFieldError(parsed.error?.issues[0]?.message);
    if (!parsed.success || sending) return;
    setStatus({ state: 'sending' });
    try {
      await requestPasswordReset(parsed.data.email);
    } catch (error) {
      const message = resetRequestErrorMessage(error);
      setStatus({ state: 'error', message });
      toast.error(message);
      return;
    }
    toast.success(copy.toasts.resetRequested);
    onSent();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert message={status.state === 'error' ? status.message : undefined} />
      <FormField label={copy.fields.email} error={fieldError}>
        {(field) => (
          <Input
            {...field}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={copy.fields.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={email.trim() === '' || sending} className="w-full">
        {sending ? copy.forgotPassword.submitting : copy.forgotPassword.submit}
      </Button>
    </form>
  );
}
