import { Button } from '@/client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { CopyableValue } from '@/client/components/copyable-value';
import { Link } from '@/client/lib/navigation/navigation';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { paths } from '@/shared/paths';

/** A short request body a script could send (JSON; the rows' columns are the caller's). */
const exampleBody = JSON.stringify({ rows: [{ date: '2026-11-26', event: 'signup', count: 12 }] }, null, 2);

type PushCreatedProps = { title: string; note: string | undefined; endpoint: string; onDone: () => void };

/** Where a script pushes the service's rows, with which key, and what a request body looks like. */
export function PushCreated({ title, note, endpoint, onDone }: PushCreatedProps) {
  const copy = dataStreamsMessages.push;
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{copy.howTo}</DialogDescription>
      </DialogHeader>
      {note && <p className="text-sm">{note}</p>}
      <CopyableValue label={copy.url} value={endpoint} copy={dataStreamsMessages.webhook} />
      <figure className="flex flex-col gap-2">
        <figcaption className="text-sm font-medium">{copy.example}</figcaption>
        <pre className="overflow-x-auto rounded-md border bg-muted p-3 font-mono text-xs" tabIndex={0}>
          {exampleBody}
        </pre>
      </figure>
      <Link
        to={paths.settings.workspace.apiKeys}
        className="self-start text-sm font-medium underline underline-offset-4"
      >
        {copy.apiKeys}
      </Link>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {dataStreamsMessages.webhook.done}
        </Button>
      </DialogFooter>
    </div>
  );
}
