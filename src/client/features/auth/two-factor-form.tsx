import { useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { ApiRequestError } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { authMessages } from '@/shared/i18n/messages/auth';
import { commonMessages } from '@/shared/i18n/messages/common';
import { paths } from '@/shared/paths';
import { twoFactorAnswerSchema, type TwoFactorAnswer } from '@/shared/two-factor';
import { verifyTwoFactor, type TwoFactorMethod } from '@/client/api/auth/verify-two-factor';
import { AuthLink } from './auth-link';

const copy = authMessages.twoFactor;

function failureOf(error: unknown): { message: string; expired?: boolean } {
  if (!(error instanceof ApiRequestError) || error.status >= 500)
    return { message: authMessages.errors.cannotConnect };
  if (error.status === 429) return { message: commonMessages.errors.tooManyAttemptsLater };
  // The pending sign-in lives 10 minutes and takes 5 tries; after that only a new sign-in helps.
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return { message: copy.expired, expired: true };
  return { message: copy.invalidCode };
}

/** The second step of any sign-in for a user with two-factor on: a code, or a backup code. */
export function TwoFactorForm({ onMethodChange }: { onMethodChange: (method: TwoFactorMethod) => void }) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<TwoFactorMethod>('totp');
  const [failure, setFailure] = useState<{ message: string; expired?: boolean }>();
  const { register, handleSubmit, reset, values, errors, isSubmitting } = useSchemaForm(
    twoFactorAnswerSchema,
    {
      code: '',
      trustDevice: false,
    },
  );

  const switchMethod = () => {
    const next = method === 'totp' ? 'backup-code' : 'totp';
    setMethod(next);
    onMethodChange(next);
    setFailure(undefined);
    reset({ code: '', trustDevice: false });
  };

  const verify = async (answer: TwoFactorAnswer) => {
    setFailure(undefined);
    try {
      await verifyTwoFactor(method, answer);
    } catch (error) {
      const next = failureOf(error);
      setFailure(next);
      toast.error(next.message);
      return;
    }
    // The callback reads the new session and goes on as any sign-in does (onboarding, or where the user was going).
    await navigate(paths.auth.callback, { replace: true });
  };

  return (
    <form onSubmit={handleSubmit(verify)} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure?.message}>
        {failure?.expired && <AuthLink to={paths.auth.login}>{copy.backToLogin}</AuthLink>}
      </FormAlert>
      <FormField label={method === 'totp' ? copy.code : copy.backupCode} error={errors.code}>
        {(field) => (
          <Input
            {...field}
            {...register('code')}
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoFocus
            spellCheck={false}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('trustDevice')} className="size-4 accent-primary" />
        {copy.trustDevice}
      </label>
      <Button type="submit" disabled={!values.code || isSubmitting} className="w-full">
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
      <Button type="button" variant="link" onClick={switchMethod} className="self-center">
        {method === 'totp' ? copy.useBackupCode : copy.useAuthenticator}
      </Button>
    </form>
  );
}
