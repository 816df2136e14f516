import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useTransferOwnership } from '@/client/api/workspace/change-member';
import { ApiRequestError } from '@/client/lib/api-client';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { memberMessages } from '@/shared/i18n/messages/members';
import type { Member } from '@/shared/workspace';

const copy = memberMessages.people;

type TransferOwnershipDialogProps = { member: Member; open: boolean; onOpenChange: (open: boolean) => void };

/** Makes another member an Owner and the caller an Admin, once the caller confirms with a password or a code. */
export function TransferOwnershipDialog({ member, open, onOpenChange }: TransferOwnershipDialogProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field?: string; message: string }>();
  const transfer = useTransferOwnership();

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setCode('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const confirm = () =>
    transfer.mutate(
      {
        memberId: member.id,
        ...(password ? { password } : {}),
        ...(code.trim() ? { code: code.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(copy.transferred(member.name));
          close(false);
        },
        onError: (failure) => {
          const message = apiErrorMessage(failure, copy.transferFailed);
          setError({ field: failure instanceof ApiRequestError ? failure.field : undefined, message });
          toast.error(message);
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={copy.transferTitle(member.name)}
      description={copy.transferBody}
      confirmLabel={copy.transfer}
      pendingLabel={copy.transferring}
      pending={transfer.isPending}
      canConfirm={Boolean(password || code.trim())}
      onConfirm={confirm}
    >
      <FormField label={copy.password} error={error?.field === 'password' ? error.message : undefined}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={copy.code}
        hint={copy.codeHint}
        error={error?.field === 'code' ? error.message : undefined}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      {error && !error.field && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
