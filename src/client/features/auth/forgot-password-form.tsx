import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { FormAlert } from '@/client/components/form-alert';
import { Button } from '@/client/components/ui/button';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import type { ForgotPasswordInput } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import { requestPasswordReset } from '@/client/api/auth/request-password-reset';
import { resetRequestErrorMessage } from './auth-errors';
import { EmailField } from './email-field';
import { lazyAuthSchema } from './lazy-schema';

const copy = authMessages;

/** docs/product.md#behaviour: idle, sending, then done (the caller's success view) or an error the user can retry. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, values, errors, isSubmitting } = useSchemaForm(
    lazyAuthSchema('forgotPasswordSchema'),
    {
      email: '',
    },
  );

  const send = async ({ email }: ForgotPasswordInput) => {
    setFailure(undefined);
    try {
      await requestPasswordReset(email);
    } catch (error) {
      const message = resetRequestErrorMessage(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success(copy.toasts.resetRequested);
    onSent();
  };

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <EmailField registration={register('email')} error={errors.email} />
      <Button type="submit" disabled={values.email.trim() === '' || isSubmitting} className="w-full">
        {isSubmitting ? copy.forgotPassword.submitting : copy.forgotPassword.submit}
      </Button>
    </form>
  );
}
