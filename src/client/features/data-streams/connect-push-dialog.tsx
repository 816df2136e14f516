import { useState } from 'react';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { FormDialogFooter } from '@/client/components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useCreateStream } from '@/client/api/workspace/streams';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { connectPushFormSchema, streamNameMaxLength, type CreatedStream } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type { Integration } from '@/shared/integrations';
import { PushCreated } from './push-created';
import { cannotPullNote } from './cannot-pull-note';

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

  const close = (next: boolean) => {
    if (form.isSubmitting) return;
    if (!next) {
      form.reset();
      setCreated(null);
    }
    onOpenChange(next);
  };

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
          <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(save)}>
            <DialogHeader>
              <DialogTitle>{copy.createTitle(service)}</DialogTitle>
              <DialogDescription>{pushCopy.createDescription(service)}</DialogDescription>
            </DialogHeader>
            <p className="text-sm">{cannotPullNote(integration.slug)}</p>
            <FormField label={copy.name} error={errors.name}>
              {(field) => (
                <Input {...field} {...register('name')} maxLength={streamNameMaxLength} autoComplete="off" />
              )}
            </FormField>
            <FormField label={copy.datasetName} error={errors.datasetName}>
              {(field) => <Input {...field} {...register('datasetName')} autoComplete="off" />}
            </FormField>
            <FormAlert message={errors.root} />
            <FormDialogFooter submitting={form.isSubmitting} onCancel={() => close(false)} words={copy} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
