import { useState } from 'react';
import { Link, useNavigate } from '@/client/lib/navigation/navigation';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import type { LoginInput } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import { signInWithRetries, type SignInResult } from '@/client/api/auth/sign-in';
import { signInErrorMessage } from './auth-errors';
import { takeRedirect } from '@/client/lib/auth/auth-storage';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { PasswordInput } from './password-input';
import { EmailField } from './email-field';
import { lazyAuthSchema } from './lazy-schema';

const copy = authMessages;

/** Email and password sign-in (docs/product.md#behaviour): retries on a 500, then back to where the user was headed. */
export function LoginForm() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, errors, isSubmitting } = useSchemaForm(lazyAuthSchema('loginSchema'), {
    email: '',
    password: '',
  });

  const logIn = async (input: LoginInput) => {
    setFailure('');
    let result: SignInResult;
    try {
      result = await signInWithRetries(input);
    } catch (error) {
      const message = signInErrorMessage(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    if ('twoFactorRedirect' in result) {
      await navigate(paths.auth.loginTwoFactor);
      return;
    }
    const user = await refresh().catch(() => null);
    if (!user) {
      toast.warning(copy.toasts.sessionCreationFailed);
      return;
    }
    toast.success(copy.toasts.loggedIn);
    await navigate(takeRedirect() ?? paths.app.root, { replace: true });
  };

  return (
    <form onSubmit={handleSubmit(logIn)} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <EmailField registration={register('email')} error={errors.email} />
      <FormField label={copy.fields.password} error={errors.password}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
      <Link
        to={paths.auth.forgotPassword}
        className="self-end rounded-sm text-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {copy.login.forgotPassword}
      </Link>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? copy.login.submitting : copy.login.submit}
      </Button>
    </form>
  );
}
