import { RefreshCw } from 'lucide-react';
import { useRetrainModel } from '@/client/api/models/retrain-model';
import { useCan } from '@/client/api/workspace/use-can';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModelSummary } from '@/shared/models';

/**
 * Retrain: the server trains the model again on its dataset's current rows with the same target, as a job. For
 * those who may train models (`model:train`; the server checks again), once its last training has ended.
 */
export function RetrainModelButton({ model }: { model: Pick<SavedModelSummary, 'id' | 'name' | 'status'> }) {
  const copy = modelsMessages.retrain;
  const canTrain = useCan('model:train');
  const retrain = useRetrainModel();
  if (!canTrain || model.status === 'queued' || model.status === 'training') return null;
  const start = () =>
    retrain.mutate(model.id, {
      onSuccess: () => toast.success(copy.started(model.name)),
      onError: (error) => toast.error(apiErrorMessage(error, copy.failed)),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={retrain.isPending ? copy.starting : copy.label(model.name)}
      disabled={retrain.isPending}
      onClick={start}
    >
      <RefreshCw aria-hidden />
      {retrain.isPending ? copy.starting : copy.button}
    </Button>
  );
}
