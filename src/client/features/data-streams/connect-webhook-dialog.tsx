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
import {
  connectWebhookFormSchema,
  streamNameMaxLength,
  type CreatedStream,
  type WebhookSetup,
} from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type { Integration } from '@/shared/integrations';
import { WebhookCreated } from './webhook-created';

type ConnectWebhookDialogProps = {
  integration: Integration;
  setup: WebhookSetup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Connect a service by webhook: a stream name, its dataset's name and, for services that make their own secret, that
 * secret; then the webhook URL and Tessera's secret, shown once. A refusal is shown here and keeps what was typed.
 */
export function ConnectWebhookDialog({ integration, setup, open, onOpenChange }: ConnectWebhookDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const service = integration.name;
  const create = useCreateStream();
  const form = useSchemaForm(connectWebhookFormSchema, {
    name: service,
    datasetName: copy.defaultDataset(service),
    secret: '',
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

  const save = async (input: { name: string; datasetName: string; secret: string | undefined }) => {
    try {
      setCreated(
        await create.mutateAsync({
          kind: 'webhook',
          service: integration.slug,
          name: input.name,
          datasetName: input.datasetName,
          ...(input.secret ? { secret: input.secret } : {}),
        }),
      );
    } catch (failure) {
      showRequestFailure(failure, form.setError, ['name', 'datasetName', 'secret'], copy.failed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg" closeLabel={commonMessages.confirm.close}>
        {created ? (
          <WebhookCreated
            service={service}
            title={copy.createdTitle(service)}
            endpoint={created.endpoint}
            secret={created.secret}
            docsUrl={setup.docsUrl}
            onDone={() => close(false)}
          />
        ) : (
          <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(save)}>
            <DialogHeader>
              <DialogTitle>{copy.createTitle(service)}</DialogTitle>
              <DialogDescription>{copy.createDescription(service)}</DialogDescription>
            </DialogHeader>
            <FormField label={copy.name} error={errors.name}>
              {(field) => (
                <Input {...field} {...register('name')} maxLength={streamNameMaxLength} autoComplete="off" />
              )}
            </FormField>
            <FormField label={copy.datasetName} error={errors.datasetName}>
              {(field) => <Input {...field} {...register('datasetName')} autoComplete="off" />}
            </FormField>
            {setup.secretSource === 'theirs' && (
              <FormField label={copy.theirSecret(service)} hint={copy.theirSecretHint} error={errors.secret}>
                {(field) => (
                  <Input
                    {...field}
                    {...register('secret')}
                    type="password"
                    autoComplete="off"
                    spellCheck={false}
                  />
                )}
              </FormField>
            )}
            <FormAlert message={errors.root} />
            <FormDialogFooter submitting={form.isSubmitting} onCancel={() => close(false)} words={copy} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
