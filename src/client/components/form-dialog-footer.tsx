import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';

/**
 * A form dialog's Cancel and submit buttons: both off while the form is sent, the submit button saying so
 * (`pendingLabel`).
 */
export function FormDialogFooter({
  submitting,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
}: {
  submitting: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
