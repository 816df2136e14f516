import { useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { fullNameMaxLength } from '@/shared/limits';
import { paths } from '@/shared/paths';
import { getPublicConfig } from '@/client/lib/public-config';
import type { SignUpInput } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import { signUp } from '@/client/api/auth/sign-up';
import { AuthLink } from './auth-link';
import { signUpErrorMessage, type SignUpError } from './auth-errors';
import { setNeedsOnboarding } from '@/client/lib/auth/auth-storage';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { PasswordInput } from './password-input';
import { EmailField } from './email-field';
import { ProfessionalRoleField } from '@/client/components/professional-role-field';
import { lazyAuthSchema } from './lazy-schema';

const copy = authMessages;

/** Sign-up (docs/product.md#behaviour): a session at once leads to onboarding; with email confirmation on, a link is emailed. */
type SignupFormProps = {
  onConfirmationSent?: (email: string) => void;
  /** Signing up from an invitation: its link id, the invited address (filled in and locked) and what follows. */
  invitation?: { id: string; email?: string; onJoined: () => void };
};

export function SignupForm({ onConfirmationSent, invitation }: SignupFormProps) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [failure, setFailure] = useState<SignUpError>();
  const { register, handleSubmit, errors, isSubmitting } = useSchemaForm(lazyAuthSchema('signUpSchema'), {
    fullName: '',
    email: invitation?.email ?? '',
    password: '',
    professionalRole: '',
  });

  const createAccount = async (input: SignUpInput) => {
    setFailure(undefined);
    let session: boolean;
    try {
      ({ session } = await signUp(input, invitation?.id));
    } catch (error) {
      const next = signUpErrorMessage(error);
      setFailure(next);
      toast.error(next.message);
      return;
    }
    if (!session) return onConfirmationSent?.(input.email);
    if (invitation) {
      await refresh().catch(() => null);
      return invitation.onJoined();
    }
    setNeedsOnboarding();
    const user = await refresh().catch(() => null);
    if (!user) {
      toast.warning(copy.toasts.sessionCreationFailed);
      await navigate(paths.auth.login);
      return;
    }
    // The confirmation link is mailed with confirmation off too (docs/decisions/012): say where to find it.
    toast.info(copy.signup.checkInbox(input.email));
    await navigate(paths.auth.onboarding);
  };

  return (
    <form onSubmit={handleSubmit(createAccount)} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure?.message}>
        {failure?.accountExists && <AuthLink to={paths.auth.login}>{copy.signup.loginLink}</AuthLink>}
      </FormAlert>
      <FormField label={copy.fields.fullName} error={errors.fullName}>
        {(field) => (
          <Input {...field} {...register('fullName')} autoComplete="name" maxLength={fullNameMaxLength} />
        )}
      </FormField>
      <EmailField registration={register('email')} error={errors.email} locked={Boolean(invitation?.email)} />
      <FormField label={copy.fields.password} hint={copy.fields.passwordHint} error={errors.password}>
        {(field) => <PasswordInput {...field} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <ProfessionalRoleField registration={register('professionalRole')} error={errors.professionalRole} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? copy.signup.submitting : copy.signup.submit}
      </Button>
      {getPublicConfig().emailConfirmation && (
        <p className="text-center text-xs text-muted-foreground">{copy.signup.confirmationNote}</p>
      )}
    </form>
  );
}
