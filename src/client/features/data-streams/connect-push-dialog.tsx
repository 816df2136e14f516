import { useState } from 'react';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useCreateStream } from '@/client/api/workspace/streams';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { connectPushFormSchema, type CreatedStream } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type { Integration } from '@/shared/integrations';
import { PushCreated } from './push-created';
import { cannotPullNote } from './cannot-pull-note';
import { StreamNameFields } from './stream-form-fields';
import { closingDialog, ConnectForm } from './connect-form';

type ConnectPushDialogProps = {
  integration: Integration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Connect a service Tessera cannot pull from yet: says so, then makes a push stream of its rows (a stream name and
 * its dataset's name) and shows where a script sends them. No secret: a workspace API key authorises each push.
 */
export function ConnectPushDialog({ integration, open, onOpenChange }: ConnectPushDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const pushCopy = dataStreamsMessages.push;
  const service = integration.name;
  const create = useCreateStream();
  const form = useSchemaForm(connectPushFormSchema, {
    name: service,
    datasetName: pushCopy.defaultDataset(service),
  });
  const { register, errors } = form;
  const [created, setCreated] = useState<CreatedStream | null>(null);

  const close = closingDialog(form, onOpenChange, () => setCreated(null));

  const save = async (input: { name: string; datasetName: string }) => {
    try {
      setCreated(
        await create.mutateAsync({
          kind: 'push',
          service: integration.slug,
          name: input.name,
          datasetName: input.datasetName,
        }),
      );
    } catch (failure) {
      showRequestFailure(failure, form.setError, ['name', 'datasetName'], copy.failed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg" closeLabel={commonMessages.confirm.close}>
        {created ? (
          <PushCreated
            title={pushCopy.createdTitle(service)}
            note={cannotPullNote(integration.slug)}
            endpoint={created.endpoint}
            onDone={() => close(false)}
          />
        ) : (
          <ConnectForm
            title={copy.createTitle(service)}
            description={pushCopy.createDescription(service)}
            onSubmit={form.handleSubmit(save)}
            submitting={form.isSubmitting}
            refusal={errors.root}
            onCancel={() => close(false)}
          >
            <p className="text-sm">{cannotPullNote(integration.slug)}</p>
            <StreamNameFields register={register} errors={errors} />
          </ConnectForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
