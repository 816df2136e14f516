import { useState } from 'react';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import {
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '@/client/api/invitations/pending-invitations';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { invitationMessages } from '@/shared/i18n/messages/invitations';
import type { PendingInvitation } from '@/shared/workspace';

const copy = invitationMessages.pending;
const dayMs = 24 * 60 * 60 * 1000;

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const [revoking, setRevoking] = useState(false);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  // The time when the list was shown is close enough for "expires in N days".
  const [now] = useState(Date.now);
  const daysLeft = Math.ceil((new Date(invitation.expiresAt).getTime() - now) / dayMs);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {invitationMessages.roles[invitation.role]} · {copy.invitedBy(invitation.invitedBy)} ·{' '}
          <span className={invitation.expired ? 'font-medium text-destructive' : undefined}>
            {invitation.expired ? copy.expired : copy.expiresIn(daysLeft)}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={copy.resendLabel(invitation.email)}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: () => toast.success(copy.resent(invitation.email)),
              onError: (error) => toast.error(apiErrorMessage(error, copy.resendFailed)),
            })
          }
        >
          {resend.isPending ? copy.resending : copy.resend}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={copy.revokeLabel(invitation.email)}
          onClick={() => setRevoking(true)}
        >
          {copy.revoke}
        </Button>
      </div>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={copy.revokeTitle(invitation.email)}
        description={copy.revokeBody}
        confirmLabel={copy.revoke}
        pendingLabel={copy.revoking}
        pending={revoke.isPending}
        tone="destructive"
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              setRevoking(false);
              toast.success(copy.revoked(invitation.email));
            },
            onError: (error) => toast.error(apiErrorMessage(error, copy.revokeFailed)),
          })
        }
      />
    </li>
  );
}

/** The invitations still waiting for an answer, with how long each has left, to resend or revoke. */
export function PendingInvitations() {
  const invitations = useInvitations();
  return (
    <SettingsSection title={copy.title} description={copy.description}>
      {invitations.isPending ? (
        <Spinner className="text-muted-foreground" />
      ) : invitations.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.title} className="divide-y rounded-md border">
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
