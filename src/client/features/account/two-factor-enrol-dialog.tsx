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
import { toast } from '@/client/lib/toast';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@/shared/security';
import { EmailConfirmationNotice, useEmailUnconfirmed } from './email-confirmation-notice';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';
import { ProofFields, useProof } from './two-factor-proof-fields';
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
  const copy = securityMessages.twoFactor;
  const [step, setStep] = useState<Step>({ name: 'proof' });
  const [code, setCode] = useState('');
  const proof = useProof(status);
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const busy = start.isPending || confirm.isPending;
  // Two-factor needs a confirmed address: say so, with the way to confirm it, before asking for the password.
  const unconfirmed = useEmailUnconfirmed();

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setStep({ name: 'proof' });
      setCode('');
      proof.reset();
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (step.name === 'proof') {
      start.mutate(proof.proof, {
        onSuccess: (enrolment) => setStep({ name: 'scan', enrolment }),
        onError: proof.fail,
      });
    } else if (step.name === 'scan') {
      confirm.mutate(code.replace(/\s+/g, ''), {
        onSuccess: (codes) => {
          toast.success(copy.enrol.enabled);
          setStep({ name: 'codes', codes });
        },
        onError: proof.fail,
      });
    } else close(false);
  };

  const title = step.name === 'codes' ? copy.codes.title : copy.enrol.title;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" closeLabel={commonMessages.confirm.close}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {step.name === 'proof'
                ? unconfirmed
                  ? securityMessages.twoFactor.errors.confirmEmailFirst
                  : status.hasPassword
                    ? copy.enrol.passwordIntro
                    : copy.enrol.emailIntro
                : step.name === 'scan'
                  ? copy.enrol.scan
                  : // The codes' own intro follows, under the title: say once what they are.
                    copy.enrol.enabled}
            </DialogDescription>
          </DialogHeader>
          {step.name === 'proof' &&
            (unconfirmed ? (
              <EmailConfirmationNotice />
            ) : (
              <ProofFields form={proof} purpose="two-factor" email={email} />
            ))}
          {step.name === 'scan' && (
            <ScanStep enrolment={step.enrolment} code={code} onCode={setCode} error={proof.error?.message} />
          )}
          {step.name === 'codes' && <TwoFactorBackupCodes codes={step.codes} />}
          <DialogFooter>
            {step.name !== 'codes' && (
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
                {copy.enrol.cancel}
              </Button>
            )}
            <Button
              type="submit"
              disabled={
                busy ||
                (step.name === 'proof' && (unconfirmed || !proof.ready)) ||
                (step.name === 'scan' && !code.trim())
              }
            >
              {step.name === 'proof'
                ? copy.enrol.start
                : step.name === 'scan'
                  ? copy.enrol.confirm
                  : copy.codes.done}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ScanStep({
  enrolment,
  code,
  onCode,
  error,
}: {
  enrolment: TwoFactorEnrolment;
  code: string;
  onCode: (code: string) => void;
  error?: string;
}) {
  const copy = securityMessages.twoFactor.enrol;
  return (
    <div className="flex flex-col gap-4">
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
      <FormField label={copy.code} error={error}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => onCode(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
