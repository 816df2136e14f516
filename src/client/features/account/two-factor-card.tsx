import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import {
  useDisableTwoFactor,
  useForgetTrustedDevices,
  useRegenerateBackupCodes,
  useTwoFactorStatus,
} from '@/client/api/account/two-factor';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import { identityProofSchema, type TwoFactorStatus } from '@/shared/security';
import { TwoFactorBackupCodesDialog } from './two-factor-codes-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';
import { emptyProof, proofOf, proofReady, ProofFields, showProofFailure } from './two-factor-proof-fields';

/** Two-factor on the Accounts page: turn it on or off, new backup codes, and forgetting trusted devices. */
export function TwoFactorCard() {
  const copy = securityMessages.twoFactor;
  const status = useTwoFactorStatus();
  const email = useAuth().user?.email ?? '';
  // Kept mounted while the status turns to on, so the backup codes stay on screen after enrolment.
  const [enrolling, setEnrolling] = useState(false);
  return (
    <SettingsSection
      title={copy.title}
      description={copy.description}
      action={
        status.data && (
          <Badge variant={status.data.enabled ? 'default' : 'secondary'}>
            {status.data.enabled ? copy.on : copy.off}
          </Badge>
        )
      }
    >
      {status.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : status.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {status.data.enabled ? (
            <TwoFactorOn status={status.data} email={email} />
          ) : (
            <Button className="self-start" onClick={() => setEnrolling(true)}>
              <ShieldCheck aria-hidden />
              {copy.turnOn}
            </Button>
          )}
          <TwoFactorEnrolDialog
            status={status.data}
            email={email}
            open={enrolling}
            onOpenChange={setEnrolling}
          />
        </>
      )}
    </SettingsSection>
  );
}

function TwoFactorOn({ status, email }: { status: TwoFactorStatus; email: string }) {
  const copy = securityMessages.twoFactor;
  const [dialog, setDialog] = useState<'regenerate' | 'disable'>();
  const [codes, setCodes] = useState<string[]>();
  const forget = useForgetTrustedDevices();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{copy.backupCodesLeft(status.backupCodesLeft)}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setDialog('regenerate')}>
          {copy.regenerate}
        </Button>
        <Button variant="outline" onClick={() => setDialog('disable')}>
          {copy.turnOff}
        </Button>
      </div>
      <div className="flex flex-col gap-2 border-t pt-4">
        <p className="text-sm text-muted-foreground">{copy.forgetDevicesHelp(status.trustedDevices)}</p>
        <Button
          variant="outline"
          className="self-start"
          disabled={forget.isPending || status.trustedDevices === 0}
          onClick={() =>
            forget.mutate(undefined, {
              onSuccess: () => toast.success(copy.devicesForgotten),
              onError: (failure) => toast.error(apiErrorMessage(failure, commonMessages.errors.unexpected)),
            })
          }
        >
          {copy.forgetDevices}
        </Button>
      </div>
      <ProofDialog
        kind={dialog}
        status={status}
        email={email}
        onClose={() => setDialog(undefined)}
        onCodes={setCodes}
      />
      <TwoFactorBackupCodesDialog codes={codes} onClose={() => setCodes(undefined)} />
    </div>
  );
}

/** New backup codes or turning off: both confirmed with the password or a code. */
function ProofDialog({
  kind,
  status,
  email,
  onClose,
  onCodes,
}: {
  kind: 'regenerate' | 'disable' | undefined;
  status: TwoFactorStatus;
  email: string;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const copy = securityMessages.twoFactor;
  const form = useSchemaForm(identityProofSchema, emptyProof);
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();
  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = form.handleSubmit(async (typed) => {
    const proof = proofOf(status, typed);
    try {
      if (kind === 'regenerate') {
        const codes = await regenerate.mutateAsync(proof);
        close();
        onCodes(codes);
      } else {
        await disable.mutateAsync(proof);
        toast.success(copy.disable.disabled);
        close();
      }
    } catch (failure) {
      showProofFailure(failure, form);
    }
  });
  const regenerating = kind === 'regenerate';
  return (
    <ConfirmDialog
      open={kind !== undefined}
      onOpenChange={(open) => !open && close()}
      title={regenerating ? copy.codes.regenerateTitle : copy.disable.title}
      description={regenerating ? copy.codes.regenerateIntro : copy.disable.intro}
      confirmLabel={regenerating ? copy.codes.regenerateAction : copy.disable.action}
      pending={form.isSubmitting}
      tone={regenerating ? 'default' : 'destructive'}
      canConfirm={proofReady(status, form.values)}
      onConfirm={() => void confirm()}
    >
      <ProofFields form={form} status={status} purpose="two-factor" email={email} />
    </ConfirmDialog>
  );
}
