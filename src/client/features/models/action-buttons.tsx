import { Button } from '@/client/components/ui/button';

/** An action's Confirm (what it starts, named) and Cancel: nothing starts until Confirm is pressed. */
export function ActionButtons({
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" onClick={onConfirm}>
        {confirm}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
