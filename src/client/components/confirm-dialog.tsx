import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { commonMessages } from '@/shared/i18n/messages/common';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The label while the action runs. */
  pendingLabel?: string;
  pending?: boolean;
  tone?: 'default' | 'destructive';
  onConfirm: () => void;
  /** Fields the action needs (a password, the name typed again). */
  children?: ReactNode;
  /** False while the fields do not allow the action yet. */
  canConfirm?: boolean;
};

/** Asks before an action that changes something for others or cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  tone = 'default',
  onConfirm,
  children,
  canConfirm = true,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" closeLabel={commonMessages.confirm.close}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canConfirm && !pending) onConfirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {commonMessages.confirm.cancel}
            </Button>
            <Button
              type="submit"
              variant={tone === 'destructive' ? 'destructive' : 'default'}
              disabled={!canConfirm || pending}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
