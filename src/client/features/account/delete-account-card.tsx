import { useState } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormField } from '@/client/components/form-field';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useDeleteAccount, useDeletionPreview } from '@/client/api/account/delete-account';
import { useTwoFactorStatus } from '@/client/api/account/two-factor';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import { paths } from '@/shared/paths';
import { accountDeletionSchema, type DeletionPreview, type TwoFactorStatus } from '@/shared/security';
import { emptyProof, proofFields, proofOf, proofReady, ProofFields } from './two-factor-proof-fields';

const namesOf = (workspaces: { name: string }[]) => workspaces.map((workspace) => workspace.name).join(', ');

/**
 * The danger zone: deleting the account, confirmed by typing the account's email address and the password or a
 * code; refused, with the way out, while the user is a workspace's only Owner and others are in it.
 */
export function DeleteAccountCard() {
  const copy = securityMessages.deletion;
  const preview = useDeletionPreview();
  const status = useTwoFactorStatus();
  return (
    <SettingsSection title={copy.title} description={copy.description} tone="danger">
      {preview.isPending || status.isPending ? (
        <Skeleton className="h-10 w-40" />
      ) : preview.isError || status.isError ? (
        <LoadError
          message={copy.loadFailed}
          onRetry={() => void Promise.all([preview.refetch(), status.refetch()])}
        />
      ) : preview.data.blockers.length > 0 ? (
        <div role="note" className="flex flex-col items-start gap-3">
          <p className="text-sm">{copy.blocked(namesOf(preview.data.blockers))}</p>
          <Link
            to={paths.settings.workspace.members}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {copy.openPeople}
          </Link>
        </div>
      ) : (
        <DeleteAccount preview={preview.data} status={status.data} />
      )}
    </SettingsSection>
  );
}

function DeleteAccount({ preview, status }: { preview: DeletionPreview; status: TwoFactorStatus }) {
  const copy = securityMessages.deletion;
  const email = useAuth().user?.email ?? '';
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(accountDeletionSchema, { confirmEmail: '', ...emptyProof });
  const remove = useDeleteAccount();
  const matches = form.values.confirmEmail.trim().toLowerCase() === email.toLowerCase();

  const close = (next: boolean) => {
    if (!next) form.reset();
    setOpen(next);
  };
  const confirm = form.handleSubmit(async ({ confirmEmail, ...typed }) => {
    try {
      await remove.mutateAsync({ confirmEmail, ...proofOf(status, typed) });
    } catch (failure) {
      const fields = ['confirmEmail', ...proofFields] as const;
      showRequestFailure(failure, form.setError, fields, commonMessages.errors.unexpected);
      return;
    }
    toast.success(copy.deleted);
    // A full load: every cache and the session state go with the account.
    window.location.assign(paths.home);
  });

  return (
    <>
      <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
        {copy.action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title={copy.dialogTitle}
        description={
          preview.deletedWithAccount.length > 0
            ? `${copy.description} ${copy.soleWorkspaces(namesOf(preview.deletedWithAccount))}`
            : copy.description
        }
        confirmLabel={copy.submit}
        pending={form.isSubmitting}
        tone="destructive"
        canConfirm={matches && proofReady(status, form.values)}
        onConfirm={() => void confirm()}
      >
        <FormField label={copy.confirmLabel(email)} error={form.errors.confirmEmail}>
          {(field) => <Input {...field} {...form.register('confirmEmail')} type="email" autoComplete="off" />}
        </FormField>
        <ProofFields form={form} status={status} purpose="deletion" email={email} />
      </ConfirmDialog>
    </>
  );
}
