import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useTransferOwnership } from '@/client/api/workspace/change-member';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { memberMessages } from '@/shared/i18n/messages/members';
import { transferOwnershipSchema, type Member } from '@/shared/workspace';

const copy = memberMessages.people;

type TransferOwnershipDialogProps = { member: Member; open: boolean; onOpenChange: (open: boolean) => void };

/** Makes another member an Owner and the caller an Admin, once the caller confirms with a password or a code. */
export function TransferOwnershipDialog({ member, open, onOpenChange }: TransferOwnershipDialogProps) {
  const transfer = useTransferOwnership();
  const form = useSchemaForm(transferOwnershipSchema, { memberId: member.id, password: '', code: '' });
  const { register, errors, values } = form;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const confirm = form.handleSubmit(async ({ memberId, password, code }) => {
    try {
      await transfer.mutateAsync({
        memberId,
        ...(password ? { password } : {}),
        ...(code?.trim() ? { code: code.trim() } : {}),
      });
    } catch (failure) {
      toast.error(showRequestFailure(failure, form.setError, ['password', 'code'], copy.transferFailed));
      return;
    }
    toast.success(copy.transferred(member.name));
    close(false);
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={copy.transferTitle(member.name)}
      description={copy.transferBody}
      confirmLabel={copy.transfer}
      pendingLabel={copy.transferring}
      pending={form.isSubmitting}
      canConfirm={Boolean(values.password || values.code?.trim())}
      onConfirm={() => void confirm()}
    >
      <FormField label={copy.password} error={errors.password}>
        {(field) => (
          <Input {...field} {...register('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <FormField label={copy.code} hint={copy.codeHint} error={errors.code}>
        {(field) => <Input {...field} {...register('code')} autoComplete="one-time-code" />}
      </FormField>
      <FormAlert message={errors.root} />
    </ConfirmDialog>
  );
}
