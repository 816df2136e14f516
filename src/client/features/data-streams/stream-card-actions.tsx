import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { formatRelative } from '@/client/lib/format';
import type { WebhookSetup } from '@/shared/data-streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type { Integration } from '@/shared/integrations';
import type { DataStream } from '@/shared/workspace';
import { ConnectPushDialog } from './connect-push-dialog';
import { ConnectWebhookDialog } from './connect-webhook-dialog';
import { StreamsDialog } from './streams-dialog';

type StreamCardActionsProps = {
  integration: Integration;
  /** How its webhooks are set up; none for a service whose rows come by push (`pushServiceSlugs`). */
  setup: WebhookSetup | undefined;
  stream: DataStream | undefined;
  canChange: boolean;
};

/**
 * A service's card: Connect opens the dialog that makes a stream (a webhook, or a push stream for a service Tessera
 * cannot pull from yet); once one exists, "Connected" with when data last arrived, and Manage for its streams.
 */
export function StreamCardActions({ integration, setup, stream, canChange }: StreamCardActionsProps) {
  const copy = dataStreamsMessages;
  const [dialog, setDialog] = useState<'connect' | 'manage' | null>(null);
  const opener = (name: 'connect' | 'manage') => (open: boolean) => setDialog(open ? name : null);
  return (
    <>
      {stream?.connected ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            <span className="font-medium">{copy.connected}</span>
            <span className="text-muted-foreground">
              {' · '}
              {stream.lastDataAt
                ? copy.webhook.lastData(formatRelative(stream.lastDataAt))
                : copy.webhook.noData}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={copy.webhook.manageName(integration.name)}
              onClick={() => setDialog('manage')}
            >
              {copy.webhook.manage}
            </Button>
            {canChange && (
              <Button variant="outline" size="sm" onClick={() => setDialog('connect')}>
                {copy.webhook.addAnother}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <Button
          size="sm"
          className="self-start"
          disabled={!canChange}
          aria-label={copy.connectName(integration.name)}
          onClick={() => setDialog('connect')}
        >
          {copy.connect}
        </Button>
      )}
      {setup ? (
        <ConnectWebhookDialog
          integration={integration}
          setup={setup}
          open={dialog === 'connect'}
          onOpenChange={opener('connect')}
        />
      ) : (
        <ConnectPushDialog
          integration={integration}
          open={dialog === 'connect'}
          onOpenChange={opener('connect')}
        />
      )}
      {stream?.connected && (
        <StreamsDialog
          integration={integration}
          setup={setup}
          canChange={canChange}
          open={dialog === 'manage'}
          onOpenChange={opener('manage')}
        />
      )}
    </>
  );
}
