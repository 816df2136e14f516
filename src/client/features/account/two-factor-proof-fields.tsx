import { useState } from 'react';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useSendEmailCode } from '@/client/api/account/two-factor';
import { ApiRequestError } from '@/client/lib/api-client';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import type { EmailCodePurpose, IdentityProof, TwoFactorStatus } from '@/shared/security';

export type ProofError = { field?: string; message: string };

/** The proof a sensitive change asks for, as typed: only the fields this account can use are shown. */
export function useProof(status: Pick<TwoFactorStatus, 'enabled' | 'hasPassword'>) {
  const [values, setValues] = useState({ password: '', code: '', emailCode: '' });
  const [error, setError] = useState<ProofError>();
  const usesEmail = !status.hasPassword && !status.enabled;
  const proof: IdentityProof = {
    ...(status.hasPassword && values.password ? { password: values.password } : {}),
    ...(status.enabled && values.code.trim() ? { code: values.code.trim() } : {}),
    ...(usesEmail && values.emailCode.trim() ? { emailCode: values.emailCode.trim() } : {}),
  };
  return {
    status,
    values,
    setValues,
    error,
    proof,
    ready: Object.keys(proof).length > 0,
    usesEmail,
    /** Shows a failed request beside the field the server named, or under the fields. */
    fail: (failure: unknown) =>
      setError({
        field: failure instanceof ApiRequestError ? failure.field : undefined,
        message: apiErrorMessage(failure, commonMessages.errors.unexpected),
      }),
    reset: () => {
      setValues({ password: '', code: '', emailCode: '' });
      setError(undefined);
    },
  };
}

type ProofFieldsProps = { form: ReturnType<typeof useProof>; purpose: EmailCodePurpose; email: string };

/** The password, a two-factor code, or for an account with neither, a code we email. */
export function ProofFields({ form, purpose, email }: ProofFieldsProps) {
  const copy = securityMessages;
  const { status, values, setValues, error } = form;
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <div className="flex flex-col gap-4">
      {status.hasPassword && (
        <FormField label={copy.confirm.password} error={errorFor('password')}>
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
          )}
        </FormField>
      )}
      {status.enabled && (
        <FormField label={copy.confirm.code} error={errorFor('code')}>
          {(field) => (
            <Input
              {...field}
              autoComplete="one-time-code"
              value={values.code}
              onChange={(event) => setValues({ ...values, code: event.target.value })}
            />
          )}
        </FormField>
      )}
      {form.usesEmail && <EmailCodeField form={form} purpose={purpose} email={email} />}
      {error && !error.field && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}

function EmailCodeField({ form, purpose, email }: ProofFieldsProps) {
  const copy = securityMessages.twoFactor.enrol;
  const send = useSendEmailCode();
  const { values, setValues, error } = form;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{copy.emailIntro}</p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={send.isPending}
        onClick={() => send.mutate(purpose, { onError: form.fail })}
      >
        {copy.sendEmailCode}
      </Button>
      {send.isSuccess && (
        <p role="status" className="text-sm">
          {copy.emailCodeSent(email)}
        </p>
      )}
      <FormField label={copy.emailCode} error={error?.field === 'emailCode' ? error.message : undefined}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.emailCode}
            onChange={(event) => setValues({ ...values, emailCode: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
