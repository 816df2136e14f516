import { useState } from 'react';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useConfirmEnrolment, useStartEnrolment } from '@/client/api/account/two-factor';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import {
  identityProofSchema,
  twoFactorConfirmSchema,
  type IdentityProof,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@/shared/security';
import { EmailConfirmationNotice, useEmailUnconfirmed } from './email-confirmation-notice';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';
import { emptyProof, proofOf, proofReady, ProofFields, showProofFailure } from './two-factor-proof-fields';
import { TwoFactorQr } from './two-factor-qr';

type Step =
  { name: 'proof' } | { name: 'scan'; enrolment: TwoFactorEnrolment } | { name: 'codes'; codes: string[] };

type EnrolDialogProps = {
  status: TwoFactorStatus;
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Turning two-factor on: prove it is you, scan the QR code and enter a code, then save the backup codes. */
export function TwoFactorEnrolDialog({ status, email, open, onOpenChange }: EnrolDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'proof' });
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const busy = start.isPending || confirm.isPending;

  const close = (next: boolean) => {
    if (busy) return;
    // Each step's form lives in the dialog's content, which goes when the dialog closes: nothing typed stays.
    if (!next) setStep({ name: 'proof' });
    onOpenChange(next);
  };
  const cancel = () => close(false);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" closeLabel={commonMessages.confirm.close}>
        {step.name === 'proof' && (
          <ProofStep
            status={status}
            email={email}
            busy={busy}
            start={start.mutateAsync}
            onStarted={(enrolment) => setStep({ name: 'scan', enrolment })}
            onCancel={cancel}
          />
        )}
        {step.name === 'scan' && (
          <ScanStep
            enrolment={step.enrolment}
            busy={busy}
            confirm={confirm.mutateAsync}
            onConfirmed={(codes) => setStep({ name: 'codes', codes })}
            onCancel={cancel}
          />
        )}
        {step.name === 'codes' && <CodesStep codes={step.codes} onDone={cancel} />}
      </DialogContent>
    </Dialog>
  );
}

function StepHeader({ title, description }: { title: string; description: string }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

type StepFooterProps = { busy: boolean; canSubmit: boolean; submitLabel: string; onCancel: () => void };

function StepFooter({ busy, canSubmit, submitLabel, onCancel }: StepFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {securityMessages.twoFactor.enrol.cancel}
      </Button>
      <Button type="submit" disabled={busy || !canSubmit}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

type ProofStepProps = {
  status: TwoFactorStatus;
  email: string;
  busy: boolean;
  start: (proof: IdentityProof) => Promise<TwoFactorEnrolment>;
  onStarted: (enrolment: TwoFactorEnrolment) => void;
  onCancel: () => void;
};

/** Proving it is you: the password, or for an account without one a code we email. */
function ProofStep({ status, email, busy, start, onStarted, onCancel }: ProofStepProps) {
  const copy = securityMessages.twoFactor;
  const form = useSchemaForm(identityProofSchema, emptyProof);
  // Two-factor needs a confirmed address: say so, with the way to confirm it, before asking for the password.
  const unconfirmed = useEmailUnconfirmed();
  const submit = form.handleSubmit(async (typed) => {
    let enrolment: TwoFactorEnrolment;
    try {
      enrolment = await start(proofOf(status, typed));
    } catch (failure) {
      showProofFailure(failure, form);
      return;
    }
    onStarted(enrolment);
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <StepHeader
        title={copy.enrol.title}
        description={
          unconfirmed
            ? copy.errors.confirmEmailFirst
            : status.hasPassword
              ? copy.enrol.passwordIntro
              : copy.enrol.emailIntro
        }
      />
      {unconfirmed ? (
        <EmailConfirmationNotice />
      ) : (
        <ProofFields form={form} status={status} purpose="two-factor" email={email} />
      )}
      <StepFooter
        busy={busy}
        canSubmit={!unconfirmed && proofReady(status, form.values)}
        submitLabel={copy.enrol.start}
        onCancel={onCancel}
      />
    </form>
  );
}

type ScanStepProps = {
  enrolment: TwoFactorEnrolment;
  busy: boolean;
  confirm: (code: string) => Promise<string[]>;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
};

/** The QR code and its key, then the app's current code. */
function ScanStep({ enrolment, busy, confirm, onConfirmed, onCancel }: ScanStepProps) {
  const copy = securityMessages.twoFactor.enrol;
  const form = useSchemaForm(twoFactorConfirmSchema, { code: '' });
  const submit = form.handleSubmit(async ({ code }) => {
    let codes: string[];
    try {
      codes = await confirm(code);
    } catch (failure) {
      form.setError('code', apiErrorMessage(failure, commonMessages.errors.unexpected));
      return;
    }
    toast.success(copy.enabled);
    onConfirmed(codes);
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <StepHeader title={copy.title} description={copy.scan} />
      <TwoFactorQr uri={enrolment.totpUri} />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{copy.manual}</p>
        <code
          className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm"
          data-testid="two-factor-secret"
        >
          {enrolment.secret}
        </code>
      </div>
      <FormField label={copy.code} error={form.errors.code}>
        {(field) => (
          <Input {...field} {...form.register('code')} inputMode="numeric" autoComplete="one-time-code" />
        )}
      </FormField>
      <StepFooter
        busy={busy}
        canSubmit={form.values.code.trim() !== ''}
        submitLabel={copy.confirm}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The backup codes, shown once; nothing to submit. */
function CodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = securityMessages.twoFactor;
  return (
    <div className="flex flex-col gap-4">
      {/* The codes' own intro follows, under the title: say once what they are. */}
      <StepHeader title={copy.codes.title} description={copy.enrol.enabled} />
      <TwoFactorBackupCodes codes={codes} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {copy.codes.done}
        </Button>
      </DialogFooter>
    </div>
  );
}
