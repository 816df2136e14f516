import { LoadError } from '@/client/components/load-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { useStreams } from '@/client/api/workspace/streams';
import type { WebhookSetup } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type { Integration } from '@/shared/integrations';
import { StreamItem } from './stream-item';

type StreamsDialogProps = {
  integration: Integration;
  /** None for push streams: they have no secret to rotate. */
  setup: WebhookSetup | undefined;
  canChange: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A service's streams in this workspace, each with its state and what can be done to it. */
export function StreamsDialog({ integration, setup, canChange, open, onOpenChange }: StreamsDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const streams = useStreams();
  const mine = streams.data?.filter((stream) => stream.service === integration.slug) ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
        closeLabel={commonMessages.confirm.close}
      >
        <DialogHeader>
          <DialogTitle>{copy.manageTitle(integration.name)}</DialogTitle>
          <DialogDescription>{copy.manageDescription}</DialogDescription>
        </DialogHeader>
        {streams.isError ? (
          <LoadError message={copy.loadFailed} onRetry={() => void streams.refetch()} />
        ) : (
          <ul className="flex flex-col gap-3">
            {mine.map((stream) => (
              <StreamItem
                key={stream.id}
                stream={stream}
                service={integration.name}
                setup={setup}
                canChange={canChange}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
