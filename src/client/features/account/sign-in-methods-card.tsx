import { KeyRound, Link2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api-client';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { useSignInMethods } from '@/client/api/account/accounts-get-sign-in-methods';
import { useLinkGoogle } from '@/client/api/account/accounts-link-google';
import { useUnlinkGoogle } from '@/client/api/account/accounts-unlink-google';
import { useTwoFactorStatus } from '@/client/api/account/two-factor';
import type { SignInMethods } from '@/shared/account';
import { accountMessages } from '@/shared/i18n/messages/account';
import { identityProofSchema } from '@/shared/security';
import { PasswordDialog } from './password-dialog';
import { emptyProof, proofOf, proofReady, ProofFields, showProofFailure } from './two-factor-proof-fields';

/** Password and Google: change or set the one, link or unlink the other; the last method always stays. */
export function SignInMethodsCard() {
  const copy = accountMessages.methods;
  const methods = useSignInMethods();
  return (
    <SettingsSection title={copy.title} description={copy.description}>
      {methods.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : methods.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void methods.refetch()} />
      ) : (
        <ul className="divide-y">
          <PasswordMethod methods={methods.data} />
          {/* Google is offered only where the server has a Google client; a linked one always shows. */}
          {(methods.data.google || methods.data.googleAvailable) && <GoogleMethod methods={methods.data} />}
        </ul>
      )}
    </SettingsSection>
  );
}

function MethodRow({
  icon,
  title,
  status,
  note,
  action,
}: {
  icon: ReactNode;
  title: string;
  status: string;
  note?: string;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="mt-0.5 text-muted-foreground">
          {icon}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-sm font-medium">{title}</h3>
          <p className="text-sm text-muted-foreground">{status}</p>
          {note && <p className="text-xs text-muted-foreground">{note}</p>}
        </div>
      </div>
      {action}
    </li>
  );
}

function PasswordMethod({ methods }: { methods: SignInMethods }) {
  const copy = accountMessages.methods;
  const [open, setOpen] = useState(false);
  const mode = methods.password ? 'change' : 'set';
  return (
    <MethodRow
      icon={<KeyRound className="size-5" />}
      title={copy.passwordTitle}
      status={methods.password ? copy.passwordSet : copy.passwordNotSet}
      action={
        <>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {methods.password ? copy.changePassword : copy.setPassword}
          </Button>
          <PasswordDialog mode={mode} open={open} onOpenChange={setOpen} />
        </>
      }
    />
  );
}

function GoogleMethod({ methods }: { methods: SignInMethods }) {
  const copy = accountMessages.methods;
  const [confirming, setConfirming] = useState(false);
  const link = useLinkGoogle();
  const unlink = useUnlinkGoogle();
  const isLast = methods.google && !methods.password;
  const twoFactor = useTwoFactorStatus();
  // Google can only go while a password stays, so the password (or a code) confirms it.
  const proofStatus = { hasPassword: true, enabled: twoFactor.data?.enabled === true };
  const proof = useSchemaForm(identityProofSchema, emptyProof);
  const email = useAuth().user?.email ?? '';

  const startLink = () => link.mutate(undefined, { onError: () => toast.error(copy.linkFailed) });
  const confirmUnlink = proof.handleSubmit(async (typed) => {
    try {
      await unlink.mutateAsync(proofOf(proofStatus, typed));
    } catch (error) {
      if (error instanceof ApiRequestError && error.field) showProofFailure(error, proof);
      else toast.error(apiErrorMessage(error, copy.unlinkFailed));
      return;
    }
    setConfirming(false);
    proof.reset();
    toast.success(copy.unlinked);
  });

  const note = methods.google
    ? isLast
      ? copy.lastMethod
      : undefined
    : !methods.emailVerified
      ? copy.googleNeedsConfirmedEmail
      : undefined;

  return (
    <MethodRow
      icon={<Link2 className="size-5" />}
      title={copy.googleTitle}
      status={methods.google ? copy.googleLinked : copy.googleNotLinked}
      note={note}
      action={
        methods.google ? (
          <>
            <Button variant="outline" size="sm" disabled={isLast} onClick={() => setConfirming(true)}>
              {copy.unlink}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open);
                if (!open) proof.reset();
              }}
              title={copy.unlinkTitle}
              description={copy.unlinkBody}
              confirmLabel={copy.unlink}
              pending={unlink.isPending}
              tone="destructive"
              canConfirm={proofReady(proofStatus, proof.values)}
              onConfirm={() => void confirmUnlink()}
            >
              <ProofFields form={proof} status={proofStatus} purpose="sign-in-method" email={email} />
            </ConfirmDialog>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={!methods.googleAvailable || !methods.emailVerified || link.isPending || link.isSuccess}
            onClick={startLink}
          >
            {link.isPending || link.isSuccess ? copy.linking : copy.link}
          </Button>
        )
      }
    />
  );
}
