import { ExternalLink } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { CopyableValue } from '@/client/components/copyable-value';
import { ShownOnceValue } from '@/client/components/shown-once-value';

type WebhookCreatedProps = {
  service: string;
  title: string;
  endpoint: string | null;
  secret: string | null;
  docsUrl: string;
  onDone: () => void;
};

/** What to put in the service: the webhook URL and, when Tessera made it, the secret, shown this once. */
export function WebhookCreated({ service, title, endpoint, secret, docsUrl, onDone }: WebhookCreatedProps) {
  const copy = dataStreamsMessages.webhook;
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{copy.createdDescription(service)}</DialogDescription>
      </DialogHeader>
      {endpoint && <CopyableValue label={copy.url} value={endpoint} copy={copy} />}
      {secret && <ShownOnceValue label={copy.secret} value={secret} warning={copy.secretOnce} copy={copy} />}
      <a
        href={docsUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 self-start text-sm font-medium underline underline-offset-4"
      >
        {copy.docs(service)}
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {copy.done}
        </Button>
      </DialogFooter>
    </div>
  );
}
