import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import {
  useConfirmStreamSecret,
  useDeleteStream,
  usePauseStream,
  useRotateStreamSecret,
  useStreamDetail,
} from '@/client/api/workspace/streams';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDateTime } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import type { StreamSummary, WebhookSetup } from '@/shared/data-streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { ShownOnceValue } from '@/client/components/shown-once-value';
import { ConnectPostgresDialog } from './connect-postgres-dialog';
import { ConnectUrlPullDialog } from './connect-url-pull-dialog';
import { PullStatus } from './pull-status';
import { streamErrorText } from './stream-error-text';

/**
 * The dialog that edits a pulling stream's settings, made again when they change so its form starts from what is
 * stored.
 */
function EditSourceDialog({
  stream,
  open,
  onOpenChange,
}: {
  stream: StreamSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { pull } = stream;
  const key = JSON.stringify([
    stream.name,
    stream.mode,
    pull?.url,
    pull?.headerName,
    pull?.schedule,
    stream.postgres,
  ]);
  return stream.kind === 'url' ? (
    <ConnectUrlPullDialog key={key} open={open} onOpenChange={onOpenChange} editing={stream} />
  ) : (
    <ConnectPostgresDialog key={key} open={open} onOpenChange={onOpenChange} editing={stream} />
  );
}

type StreamItemProps = {
  stream: StreamSummary;
  service: string;
  /** None for a push stream: no secret to rotate (the API key authorises). */
  setup: WebhookSetup | undefined;
  canChange: boolean;
};

/**
 * One stream: its status, rows received, last errors with their reason, and pause/resume, edit (the kinds that pull),
 * rotate (webhooks) and delete.
 */
export function StreamItem({ stream, service, setup, canChange }: StreamItemProps) {
  const copy = dataStreamsMessages.webhook;
  const detail = useStreamDetail(stream.id);
  const pause = usePauseStream();
  const rotate = useRotateStreamSecret();
  const remove = useDeleteStream();
  const confirmSecret = useConfirmStreamSecret();
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | 'pending' | null>(null);
  const [editingOpen, setEditingOpen] = useState(false);
  const editable = stream.kind === 'url' || stream.kind === 'postgres';
  const [pasted, setPasted] = useState('');
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [confirmedSecret, setConfirmedSecret] = useState<string | null>(null);
  const busy = pause.isPending || rotate.isPending || remove.isPending || confirmSecret.isPending;
  const pending = detail.data?.pendingSecret ?? null;
  const failed = (error: unknown) => toast.error(apiErrorMessage(error, copy.failed));
  const paused = stream.status === 'paused';
  const errors = detail.data?.errors.slice(0, 5) ?? [];

  return (
    <li className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{stream.name}</h3>
        <span className="text-sm">{copy.status[stream.status]}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {copy.dataset(stream.datasetName)} · {copy.rows(stream.rowsReceived)}
        {' · '}
        {stream.lastSyncAt ? copy.lastData(formatDateTime(stream.lastSyncAt)) : copy.noData}
      </p>
      {stream.pull && (
        <PullStatus
          streamId={stream.id}
          pull={detail.data?.pull ?? stream.pull}
          paused={paused}
          canChange={canChange}
        />
      )}
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-medium">{copy.lastErrors}</h4>
        {detail.isError ? (
          <p className="text-sm text-destructive">{copy.loadFailed}</p>
        ) : errors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.noErrors}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {errors.map((error, index) => (
              <li key={`${error.at}-${index}`}>
                {formatDateTime(error.at)}: {streamErrorText(error)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {pending && (
        <div className="flex flex-col gap-2 rounded-md border border-amber-500/50 p-3">
          <h4 className="text-sm font-medium">{copy.pendingTitle}</h4>
          <p className="text-sm">
            {copy.pendingBody(pending.fingerprint, formatDateTime(pending.capturedAt))}
          </p>
          <p className="text-sm text-muted-foreground">{copy.pendingHint}</p>
          {canChange && (
            <div>
              <Button type="button" size="sm" disabled={busy} onClick={() => setConfirm('pending')}>
                {copy.confirmPending}
              </Button>
            </div>
          )}
        </div>
      )}
      {confirmedSecret && (
        <ShownOnceValue
          label={copy.confirmedTitle}
          value={confirmedSecret}
          warning={copy.secretOnce}
          copy={copy}
        />
      )}
      {newSecret && (
        <ShownOnceValue label={copy.newSecretTitle} value={newSecret} warning={copy.secretOnce} copy={copy} />
      )}
      {canChange && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => pause.mutate({ id: stream.id, paused: !paused }, { onError: failed })}
          >
            {paused ? copy.resume : copy.pause}
          </Button>
          {editable && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={dataStreamsMessages.pull.editName(stream.name)}
              onClick={() => setEditingOpen(true)}
            >
              {dataStreamsMessages.pull.edit}
            </Button>
          )}
          {setup && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setConfirm('rotate')}
            >
              {copy.rotate}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={() => setConfirm('delete')}
          >
            {copy.delete}
          </Button>
        </div>
      )}
      {canChange && editable && (
        <EditSourceDialog stream={stream} open={editingOpen} onOpenChange={setEditingOpen} />
      )}
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => setConfirm(open ? 'rotate' : null)}
        title={copy.rotateTitle(stream.name)}
        description={copy.rotateBody}
        confirmLabel={copy.rotate}
        pending={rotate.isPending}
        canConfirm={setup?.secretSource === 'ours' || pasted.trim().length > 0}
        onConfirm={() =>
          rotate.mutate(
            { id: stream.id, ...(setup?.secretSource === 'theirs' ? { secret: pasted.trim() } : {}) },
            {
              onSuccess: (answer) => {
                setConfirm(null);
                setPasted('');
                setNewSecret(answer.secret);
              },
              onError: failed,
            },
          )
        }
      >
        {setup?.secretSource === 'theirs' && (
          <FormField label={copy.theirSecret(service)}>
            {(field) => (
              <Input
                {...field}
                type="password"
                autoComplete="off"
                value={pasted}
                onChange={(event) => setPasted(event.currentTarget.value)}
              />
            )}
          </FormField>
        )}
      </ConfirmDialog>
      {pending && (
        <ConfirmDialog
          open={confirm === 'pending'}
          onOpenChange={(open) => setConfirm(open ? 'pending' : null)}
          title={copy.confirmPendingTitle(stream.name)}
          description={copy.confirmPendingBody(pending.fingerprint)}
          confirmLabel={copy.confirmPending}
          pending={confirmSecret.isPending}
          onConfirm={() =>
            confirmSecret.mutate(
              { id: stream.id, fingerprint: pending.fingerprint },
              {
                onSuccess: (answer) => {
                  setConfirm(null);
                  setConfirmedSecret(answer.secret);
                },
                onError: failed,
              },
            )
          }
        />
      )}
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={copy.deleteTitle(stream.name)}
        description={copy.deleteBody(stream.datasetName)}
        confirmLabel={copy.delete}
        pendingLabel={copy.deleting}
        pending={remove.isPending}
        tone="destructive"
        onConfirm={() =>
          remove.mutate(stream.id, {
            onSuccess: () => {
              setConfirm(null);
              toast.success(copy.deleted);
            },
            onError: failed,
          })
        }
      />
    </li>
  );
}
