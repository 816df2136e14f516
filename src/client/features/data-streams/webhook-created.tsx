import { AlertTriangle, ExternalLink } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { CopyableValue } from '@/client/components/copyable-value';

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
      {secret && (
        <>
          <CopyableValue label={copy.secret} value={secret} copy={copy} />
          <p className="flex gap-2 text-sm">
            <AlertTriangle
              aria-hidden
              className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
            />
            <span>{copy.secretOnce}</span>
          </p>
        </>
      )}
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
