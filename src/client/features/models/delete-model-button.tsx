import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteModel } from '@/client/api/models/delete-model';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModelSummary } from '@/shared/models';

/** Delete, after a confirmation: for its trainer, Admins and Owners (`canDelete`; the server checks again). */
export function DeleteModelButton({
  model,
  onDeleted,
}: {
  model: Pick<SavedModelSummary, 'id' | 'name'>;
  onDeleted?: () => void;
}) {
  const copy = modelsMessages.delete;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteModel();
  const confirm = () =>
    remove.mutate(model.id, {
      onSuccess: () => {
        toast.success(copy.deleted(model.name));
        setConfirming(false);
        onDeleted?.();
      },
      onError: (error) => {
        toast.error(apiErrorMessage(error, copy.failed));
        setConfirming(false);
      },
    });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={copy.label(model.name)}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
        {copy.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.title}
        description={copy.description(model.name)}
        confirmLabel={copy.button}
        pendingLabel={copy.deleting}
        pending={remove.isPending}
        tone="destructive"
        onConfirm={confirm}
      />
    </>
  );
}
