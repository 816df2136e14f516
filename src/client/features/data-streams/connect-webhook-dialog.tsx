import { useState } from 'react';
import { FormField } from '@/client/components/form-field';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useCreateStream } from '@/client/api/workspace/streams';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { connectWebhookFormSchema, type CreatedStream, type WebhookSetup } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type { Integration } from '@/shared/integrations';
import { WebhookCreated } from './webhook-created';
import { StreamNameFields } from './stream-form-fields';
import { closingDialog, ConnectForm } from './connect-form';

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

  const close = closingDialog(form, onOpenChange, () => setCreated(null));

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
          <ConnectForm
            title={copy.createTitle(service)}
            description={copy.createDescription(service)}
            onSubmit={form.handleSubmit(save)}
            submitting={form.isSubmitting}
            refusal={errors.root}
            onCancel={() => close(false)}
          >
            <StreamNameFields register={register} errors={errors} />
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
          </ConnectForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
