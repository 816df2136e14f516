import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useSendEmailCode } from '@/client/api/account/two-factor';
import { showRequestFailure } from '@/client/lib/form-errors';
import type { FieldRegistration } from '@/client/lib/forms/use-schema-form';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import type { EmailCodePurpose, IdentityProof, TwoFactorStatus } from '@/shared/security';

type ProofStatus = Pick<TwoFactorStatus, 'enabled' | 'hasPassword'>;
export type ProofField = keyof IdentityProof;
type TypedProof = Partial<Record<ProofField, string>>;

export const proofFields: readonly ProofField[] = ['password', 'code', 'emailCode'];

/** A form's starting proof: nothing typed. */
export const emptyProof = { password: '', code: '', emailCode: '' };

/** What `ProofFields` needs of a form (`useSchemaForm`) whose schema holds the proof's fields. */
export type ProofForm = {
  register: (name: ProofField) => FieldRegistration;
  setError: (name: ProofField | 'root', message: string) => void;
  errors: Partial<Record<ProofField | 'root', string>>;
};

/** An account with neither a password nor two-factor proves itself with a code we email. */
const usesEmailCode = (status: ProofStatus) => !status.hasPassword && !status.enabled;

/** The proof to send: only the fields this account can use, and only those filled in. */
export function proofOf(status: ProofStatus, typed: TypedProof): IdentityProof {
  const code = typed.code?.trim();
  const emailCode = typed.emailCode?.trim();
  return {
    ...(status.hasPassword && typed.password ? { password: typed.password } : {}),
    ...(status.enabled && code ? { code } : {}),
    ...(usesEmailCode(status) && emailCode ? { emailCode } : {}),
  };
}

/** Whether enough is typed to try the change. */
export const proofReady = (status: ProofStatus, typed: TypedProof) =>
  Object.keys(proofOf(status, typed)).length > 0;

/** Shows a turned-down proof beside the field the server named, or under the fields. */
export const showProofFailure = (failure: unknown, form: Pick<ProofForm, 'setError'>) =>
  void showRequestFailure(failure, form.setError, proofFields, commonMessages.errors.unexpected);

type ProofFieldsProps = { form: ProofForm; status: ProofStatus; purpose: EmailCodePurpose; email: string };

/** The password, a two-factor code, or for an account with neither, a code we email. */
export function ProofFields({ form, status, purpose, email }: ProofFieldsProps) {
  const copy = securityMessages;
  const { register, errors } = form;
  return (
    <div className="flex flex-col gap-4">
      {status.hasPassword && (
        <FormField label={copy.confirm.password} error={errors.password}>
          {(field) => (
            <Input {...field} {...register('password')} type="password" autoComplete="current-password" />
          )}
        </FormField>
      )}
      {status.enabled && (
        <FormField label={copy.confirm.code} error={errors.code}>
          {(field) => <Input {...field} {...register('code')} autoComplete="one-time-code" />}
        </FormField>
      )}
      {usesEmailCode(status) && <EmailCodeField form={form} purpose={purpose} email={email} />}
      <FormAlert message={errors.root} />
    </div>
  );
}

function EmailCodeField({ form, purpose, email }: Omit<ProofFieldsProps, 'status'>) {
  const copy = securityMessages.twoFactor.enrol;
  const send = useSendEmailCode();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{copy.emailIntro}</p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={send.isPending}
        onClick={() => send.mutate(purpose, { onError: (failure) => showProofFailure(failure, form) })}
      >
        {copy.sendEmailCode}
      </Button>
      {send.isSuccess && (
        <p role="status" className="text-sm">
          {copy.emailCodeSent(email)}
        </p>
      )}
      <FormField label={copy.emailCode} error={form.errors.emailCode}>
        {(field) => (
          <Input
            {...field}
            {...form.register('emailCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
      </FormField>
    </div>
  );
}
