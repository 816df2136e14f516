import { IntegrationTile } from '@/client/components/integration-tile';
import { Button } from '@/client/components/ui/button';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { webhookSetupOf } from '@/shared/data-streams';
import type { Integration } from '@/shared/integrations';
import type { DataStream } from '@/shared/workspace';
import { StreamCardActions } from './stream-card-actions';

const copy = dataStreamsMessages;

type DataStreamCardProps = {
  integration: Integration;
  stream: DataStream | undefined;
  canChange: boolean;
};

/**
 * One service: Connect makes a real stream (a webhook, or a push stream for a service Tessera cannot pull from
 * yet) and Connected lists its streams (StreamCardActions); a service still to come shows a disabled 'Coming Soon'.
 */
export function DataStreamCard({ integration, stream, canChange }: DataStreamCardProps) {
  return (
    <IntegrationTile integration={integration}>
      {stream && stream.connectedIn.length > 0 && (
        <p className="text-xs text-muted-foreground">{copy.connectedIn(stream.connectedIn.join(', '))}</p>
      )}
      {integration.comingSoon ? (
        <Button variant="outline" size="sm" disabled className="self-start">
          {copy.comingSoon}
        </Button>
      ) : (
        <StreamCardActions
          integration={integration}
          setup={webhookSetupOf(integration.slug)}
          stream={stream}
          canChange={canChange}
        />
      )}
    </IntegrationTile>
  );
}
