import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormAlert } from '@/client/components/form-alert';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { commonMessages } from '@/shared/i18n/messages/common';

type UserActionDialogProps = {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  description: string;
  tone?: 'default' | 'destructive';
  /**
   * Runs the action; the dialog stays open with the server's message when it fails, or when it answers false
   * (its form shows why).
   */
  run: () => Promise<unknown>;
  pending: boolean;
  canConfirm?: boolean;
  /** Fields the action needs. */
  children?: ReactNode;
  onOpen?: () => void;
};

/** One admin action behind a button: it always asks first (docs/decisions/016-admin-dashboard.md). */
export function UserActionDialog({
  label,
  title,
  description,
  tone = 'default',
  run,
  pending,
  canConfirm,
  children,
  onOpen,
}: UserActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <>
      <Button
        variant={tone === 'destructive' ? 'destructive' : 'outline'}
        size="sm"
        onClick={() => {
          setError(undefined);
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={label}
        pending={pending}
        tone={tone}
        canConfirm={canConfirm}
        onConfirm={() =>
          void run().then(
            (done) => {
              if (done === false) return;
              setOpen(false);
              toast.success(adminMessages.user.done);
            },
            (failure: unknown) => setError(apiErrorMessage(failure, commonMessages.errors.unexpected)),
          )
        }
      >
        {children}
        <FormAlert message={error} />
      </ConfirmDialog>
    </>
  );
}
