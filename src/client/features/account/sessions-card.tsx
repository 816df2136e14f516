import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDateTime, formatRelative } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { useSessions } from '@/client/api/account/accounts-list-sessions';
import { useRevokeOtherSessions } from '@/client/api/account/accounts-revoke-other-sessions';
import { useRevokeSession } from '@/client/api/account/accounts-revoke-session';
import type { AccountSession } from '@/shared/account';
import { accountMessages } from '@/shared/i18n/messages/account';

/** Every active session, this device first; revoke one, or every other one at once. */
export function SessionsCard() {
  const copy = accountMessages.sessions;
  const sessions = useSessions();
  const [confirming, setConfirming] = useState(false);
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const confirmRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(copy.revokedOthers);
      },
      onError: () => toast.error(copy.revokeOthersFailed),
    });

  return (
    <SettingsSection
      title={copy.title}
      description={copy.description}
      action={
        <Button variant="outline" size="sm" disabled={others === 0} onClick={() => setConfirming(true)}>
          {copy.revokeOthers}
        </Button>
      }
    >
      {sessions.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : sessions.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="divide-y">
            {[...sessions.data]
              .sort((a, b) => Number(b.current) - Number(a.current))
              .map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
          </ul>
          {others === 0 && <p className="pt-2 text-sm text-muted-foreground">{copy.onlyThisOne}</p>}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.revokeOthersTitle}
        description={copy.revokeOthersBody}
        confirmLabel={copy.revokeOthers}
        pending={revokeOthers.isPending}
        tone="destructive"
        onConfirm={confirmRevokeOthers}
      />
    </SettingsSection>
  );
}

const deviceIcons = { mobile: Smartphone, tablet: Tablet } as Record<string, typeof Monitor>;

function SessionRow({ session }: { session: AccountSession }) {
  const copy = accountMessages.sessions;
  const revoke = useRevokeSession();
  const name = copy.on(session.browser ?? copy.unknownBrowser, session.os ?? copy.unknownOs);
  const Icon = (session.device && deviceIcons[session.device]) || Monitor;
  const revokeThis = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(copy.revoked),
      onError: () => toast.error(copy.revokeFailed),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {name}
            {session.current && <Badge variant="secondary">{copy.thisDevice}</Badge>}
          </h3>
          <p className="text-sm text-muted-foreground">
            {session.address ? copy.address(session.address) : copy.unknownAddress}
          </p>
          <p className="text-xs text-muted-foreground">
            {copy.created(formatDateTime(session.createdAt))} ·{' '}
            {copy.lastActive(formatRelative(session.lastActiveAt))}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={copy.revokeLabel(name)}
          disabled={revoke.isPending}
          onClick={revokeThis}
        >
          {copy.revoke}
        </Button>
      )}
    </li>
  );
}
