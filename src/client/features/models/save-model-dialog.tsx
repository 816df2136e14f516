import { Save } from 'lucide-react';
import { useTrainModel } from '@/client/api/models/train-model';
import { NameDialog } from '@/client/components/name-dialog';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { modelNameMaxLength, trainModelSchema } from '@/shared/models';

/**
 * 'Save model': a name in a dialog, checked by the schema the server checks it with; the server then trains the
 * model again from the saved file, and the list below shows it queued, training, then ready.
 */
export function SaveModelDialog({ datasetId, target }: { datasetId: string; target: string }) {
  const copy = modelsMessages.save;
  const save = useTrainModel();
  const initial = { name: copy.defaultName(target), target };
  return (
    <NameDialog
      schema={trainModelSchema}
      initial={initial}
      maxLength={modelNameMaxLength}
      icon={<Save aria-hidden />}
      copy={{ ...copy, submitting: copy.saving }}
      save={async (name) => copy.saved((await save.mutateAsync({ datasetId, name, target })).name)}
    />
  );
}
