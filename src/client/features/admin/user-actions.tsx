import { useId, useState } from 'react';
import {
  useBanUser,
  useRevokeUserSessions,
  useSetAdminRole,
  useUnbanUser,
} from '@/client/api/admin/user-actions';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { banReasonMaxLength, type AdminUserRow } from '@/shared/admin';
import { adminActionsFor } from '@/shared/admin-actions';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { UserActionDialog } from './user-action-dialog';

const copy = adminMessages.user;

/** What the signed-in admin may do to this user: the rules the server enforces (src/shared/admin-actions.ts). */
export function UserActions({ user, actorId }: { user: AdminUserRow; actorId: string }) {
  const isSelf = actorId === user.id;
  const offered = new Set(adminActionsFor({ id: actorId }, user));
  const ban = useBanUser();
  const unban = useUnbanUser();
  const revoke = useRevokeUserSessions();
  const setRole = useSetAdminRole();
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState('');
  const reasonId = useId();
  const expiresId = useId();
  const expiresHintId = useId();

  return (
    <div className="flex flex-col gap-3">
      {isSelf && <p className="text-sm text-muted-foreground">{copy.you}</p>}
      {user.managedByConfig && <p className="text-sm text-muted-foreground">{copy.managedHint}</p>}
      <div className="flex flex-wrap gap-2">
        {offered.has('ban') && (
          <UserActionDialog
            label={copy.ban}
            tone="destructive"
            title={copy.confirmBan(user.email)}
            description={copy.confirmBanBody}
            pending={ban.isPending}
            canConfirm={reason.trim().length > 0}
            onOpen={() => {
              setReason('');
              setExpires('');
            }}
            run={() =>
              ban.mutateAsync({
                id: user.id,
                reason: reason.trim(),
                expiresAt: expires ? new Date(expires).toISOString() : null,
              })
            }
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={reasonId}>{copy.reason}</Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={banReasonMaxLength}
                onChange={(event) => setReason(event.target.value)}
                required
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={expiresId}>{copy.expires}</Label>
              <Input
                id={expiresId}
                type="datetime-local"
                value={expires}
                aria-describedby={expiresHintId}
                onChange={(event) => setExpires(event.target.value)}
              />
              <p id={expiresHintId} className="text-xs text-muted-foreground">
                {copy.expiresHint}
              </p>
            </div>
          </UserActionDialog>
        )}
        {offered.has('unban') && (
          <UserActionDialog
            label={copy.unban}
            title={copy.confirmUnban(user.email)}
            description={copy.confirmUnbanBody}
            pending={unban.isPending}
            run={() => unban.mutateAsync(user.id)}
          />
        )}
        {offered.has('revoke-sessions') && (
          <UserActionDialog
            label={copy.revokeSessions}
            title={copy.confirmRevoke(user.email)}
            description={copy.confirmRevokeBody}
            pending={revoke.isPending}
            run={() => revoke.mutateAsync(user.id)}
          />
        )}
        {offered.has('grant-admin') && (
          <UserActionDialog
            label={copy.grantAdmin}
            title={copy.confirmGrant(user.email)}
            description={copy.confirmGrantBody}
            pending={setRole.isPending}
            run={() => setRole.mutateAsync({ id: user.id, role: 'admin' })}
          />
        )}
        {offered.has('revoke-admin') && (
          <UserActionDialog
            label={copy.revokeAdmin}
            tone="destructive"
            title={copy.confirmDemote(user.email)}
            description={copy.confirmDemoteBody}
            pending={setRole.isPending}
            run={() => setRole.mutateAsync({ id: user.id, role: 'user' })}
          />
        )}
      </div>
    </div>
  );
}
