import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { publicApiExamples } from '@/client/api/public-api/examples';
import { Link } from '@/client/lib/navigation/navigation';
import { paths } from '@/shared/paths';
import { useApiKeys, useRevokeApiKey } from '@/client/api/workspace/api-keys';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDate, formatDateTime } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import type { ApiKeySummary } from '@/shared/api-keys';
import { apiKeysMessages } from '@/shared/i18n/messages/api-keys';
import { commonMessages } from '@/shared/i18n/messages/common';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const copy = apiKeysMessages;

function stateOf(key: ApiKeySummary, now: number) {
  if (key.revokedAt) return { label: copy.revokedOn(formatDate(key.revokedAt, 'medium')), active: false };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now)
    return { label: copy.expired, active: false };
  return { label: copy.active, active: true };
}

/** One key: what it may do, how to tell it apart, its dates, and Revoke while it works. */
function KeyItem({
  apiKey,
  now,
  onRevoke,
}: {
  apiKey: ApiKeySummary;
  now: number;
  onRevoke: (key: ApiKeySummary) => void;
}) {
  const state = stateOf(apiKey, now);
  const created = formatDate(apiKey.createdAt, 'medium');
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-medium">{apiKey.name}</h3>
          <code className="text-xs text-muted-foreground">{apiKey.prefix}…</code>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={state.active ? 'secondary' : 'outline'}>{state.label}</Badge>
          {!apiKey.revokedAt && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={copy.revokeLabel(apiKey.name)}
              onClick={() => onRevoke(apiKey)}
            >
              {copy.revoke}
            </Button>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{copy.columns.scopes}</dt>
          <dd className="flex flex-wrap gap-1">
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} variant="outline">
                {copy.scopeLabels[scope]}
              </Badge>
            ))}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{copy.columns.created}</dt>
          <dd>{apiKey.createdBy ? copy.createdBy(apiKey.createdBy.name, created) : created}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{copy.columns.lastUsed}</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : copy.never}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted-foreground">{copy.columns.expires}</dt>
          <dd>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : copy.noExpiry}</dd>
        </div>
      </dl>
    </li>
  );
}

/** A curl example, scrollable on a narrow screen (and by keyboard). */
function Example({ title, command }: { title: string; command: string }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <pre
        tabIndex={0}
        aria-label={title}
        className="overflow-x-auto rounded-md border bg-muted/40 p-3 font-mono text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <code>{command}</code>
      </pre>
    </figure>
  );
}

function Examples() {
  const examples = publicApiExamples(window.location.origin);
  const openApi = examples.openApi;
  return (
    <section aria-labelledby="api-examples" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="api-examples" className="text-lg font-semibold tracking-tight">
          {copy.examplesTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {copy.examplesDescription}{' '}
          <a href={openApi} className="break-all font-mono text-foreground underline underline-offset-4">
            {openApi}
          </a>
        </p>
        <p className="text-sm">
          <Link to={paths.other.apiReference} className="underline underline-offset-4">
            {copy.reference.link}
          </Link>
        </p>
      </div>
      <Example title={copy.predictExample} command={examples.predict} />
      <Example title={copy.datasetExample} command={examples.dataset} />
    </section>
  );
}

/** Settings → API keys: the workspace's keys for Owners and Admins, a way to make and revoke them, and how to call. */
export function ApiKeysScreen() {
  const workspace = useActiveWorkspace();
  const canManage = useCan('api-keys:manage');
  const keys = useApiKeys(canManage);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  // When the page opened: what it calls expired.
  const [now] = useState(() => Date.now());

  if (workspace.isPending) return <Skeleton className="h-32 w-full" />;
  if (!canManage) return <p className="text-sm text-muted-foreground">{copy.onlyManagers}</p>;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(copy.revoked);
      setRevoking(null);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, commonMessages.errors.unexpected));
    }
  };

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="api-keys-list" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="api-keys-list" className="text-lg font-semibold tracking-tight">
            {copy.listTitle}
          </h2>
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {copy.create}
          </Button>
        </div>
        {keys.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : keys.isError ? (
          <LoadError message={copy.loadError} onRetry={() => void keys.refetch()} />
        ) : keys.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">{copy.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {keys.data.map((key) => (
              <KeyItem key={key.id} apiKey={key} now={now} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </section>
      <Examples />
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title={copy.revokeTitle(revoking.name)}
          description={copy.revokeDescription}
          confirmLabel={copy.revoke}
          pendingLabel={copy.revoking}
          pending={revoke.isPending}
          tone="destructive"
          onConfirm={() => void confirmRevoke()}
        />
      )}
    </div>
  );
}
