import { useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import { authMessages } from '@/shared/i18n/messages/auth';
import { resetPassword } from '@/client/api/auth/reset-password';
import { AuthLink } from './auth-link';
import { resetPasswordErrorMessage, type ResetError } from './auth-errors';
import { PasswordInput } from './password-input';
import { lazyAuthSchema } from './lazy-schema';

const copy = authMessages;

/** docs/product.md#behaviour: a new password, typed twice, for the token in the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<ResetError>();
  const { register, handleSubmit, values, errors, isSubmitting } = useSchemaForm(
    lazyAuthSchema('resetPasswordSchema'),
    {
      password: '',
      confirmPassword: '',
    },
  );

  const reset = async ({ password: newPassword }: { password: string }) => {
    setFailure(undefined);
    try {
      await resetPassword({ newPassword, token });
    } catch (error) {
      const next = resetPasswordErrorMessage(error);
      setFailure(next);
      toast.error(next.message);
      return;
    }
    toast.success(copy.toasts.passwordReset);
    await navigate(paths.auth.login, { replace: true });
  };

  return (
    <form onSubmit={handleSubmit(reset)} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure?.message}>
        {failure?.expiredLink && (
          <AuthLink to={paths.auth.forgotPassword}>{copy.resetPassword.requestNewLink}</AuthLink>
        )}
      </FormAlert>
      <FormField label={copy.fields.newPassword} hint={copy.fields.passwordHint} error={errors.password}>
        {(field) => (
          <PasswordInput
            {...field}
            {...register('password')}
            autoComplete="new-password"
            visible={visible}
            onVisibleChange={setVisible}
            showLabel={copy.fields.showPasswords}
            hideLabel={copy.fields.hidePasswords}
          />
        )}
      </FormField>
      <FormField label={copy.fields.confirmPassword} error={errors.confirmPassword}>
        {(field) => (
          <PasswordInput
            {...field}
            {...register('confirmPassword')}
            autoComplete="new-password"
            visible={visible}
            toggle={false}
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={!values.password || !values.confirmPassword || isSubmitting}
        className="w-full"
      >
        {isSubmitting ? copy.resetPassword.submitting : copy.resetPassword.submit}
      </Button>
    </form>
  );
}
