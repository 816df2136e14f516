import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';

/** The words of a create dialog's buttons, from the caller's catalogue area. */
export type CreateWords = { cancel: string; create: string; creating: string };

/** A create dialog's Cancel and Create buttons: both off while the form is sent, Create saying so. */
export function FormDialogFooter({
  submitting,
  onCancel,
  words,
}: {
  submitting: boolean;
  onCancel: () => void;
  words: CreateWords;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        {words.cancel}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? words.creating : words.create}
      </Button>
    </DialogFooter>
  );
}
