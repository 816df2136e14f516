import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { IntegrationTile } from '@/client/components/integration-tile';
import { Button } from '@/client/components/ui/button';
import { useToggleDataStream } from '@/client/api/workspace/toggle-data-stream';
import { toast } from '@/client/lib/toast';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { webhookSetupOf } from '@/shared/data-streams';
import type { Integration } from '@/shared/integrations';
import type { DataStream } from '@/shared/workspace';
import { WebhookCardActions } from './webhook-card-actions';

const copy = dataStreamsMessages;

type DataStreamCardProps = {
  integration: Integration;
  stream: DataStream | undefined;
  workspaceName: string;
  canChange: boolean;
};

/**
 * One service: a webhook service's Connect dialog and streams (WebhookCardActions); another's Connect, Connected
 * (which asks before disconnecting) or a disabled 'Coming Soon'.
 */
export function DataStreamCard({ integration, stream, workspaceName, canChange }: DataStreamCardProps) {
  const [confirming, setConfirming] = useState(false);
  const toggle = useToggleDataStream();
  const connected = stream?.connected ?? false;
  const setup = integration.comingSoon ? undefined : webhookSetupOf(integration.slug);

  const change = (connect: boolean) =>
    toggle.mutate(
      { slug: integration.slug, connect },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(
            connect ? copy.connectedToast(integration.name) : copy.disconnectedToast(integration.name),
          );
        },
        onError: () => toast.error(copy.failed),
      },
    );

  return (
    <IntegrationTile integration={integration}>
      {stream && stream.connectedIn.length > 0 && (
        <p className="text-xs text-muted-foreground">{copy.connectedIn(stream.connectedIn.join(', '))}</p>
      )}
      {setup ? (
        <WebhookCardActions integration={integration} setup={setup} stream={stream} canChange={canChange} />
      ) : integration.comingSoon ? (
        <Button variant="outline" size="sm" disabled className="self-start">
          {copy.comingSoon}
        </Button>
      ) : connected ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={!canChange || toggle.isPending}
          aria-label={copy.disconnectName(integration.name)}
          onClick={() => setConfirming(true)}
        >
          {copy.connected}
        </Button>
      ) : (
        <Button
          size="sm"
          className="self-start"
          disabled={!canChange || toggle.isPending}
          aria-label={copy.connectName(integration.name)}
          onClick={() => change(true)}
        >
          {copy.connect}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.disconnectTitle(integration.name)}
        description={copy.disconnectBody(workspaceName)}
        confirmLabel={copy.disconnect}
        pendingLabel={copy.disconnecting}
        pending={toggle.isPending}
        tone="destructive"
        onConfirm={() => change(false)}
      />
    </IntegrationTile>
  );
}
