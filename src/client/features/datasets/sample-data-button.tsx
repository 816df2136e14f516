import { Sparkles } from 'lucide-react';
import { useCreateSampleDataset } from '@/client/api/datasets/create-sample-dataset';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { paths } from '@/shared/paths';

/** 'Try with sample data': saves the shipped sample sales dataset, then opens its page. */
export function SampleDataButton() {
  const copy = datasetsMessages.list;
  const sample = useCreateSampleDataset();
  const navigate = useNavigate();
  return (
    <Button
      disabled={sample.isPending}
      onClick={() =>
        sample.mutate(undefined, {
          onSuccess: (dataset) => void navigate(paths.app.dataset.href(dataset.id)),
          onError: (error) => toast.error(apiErrorMessage(error, copy.sampleFailed)),
        })
      }
    >
      <Sparkles aria-hidden />
      {sample.isPending ? copy.sampleCreating : copy.trySample}
    </Button>
  );
}
