import { useRevokeUserSessions, useSetAdminRole, useUnbanUser } from '@/client/api/admin/user-actions';
import type { AdminUserRow } from '@/shared/admin';
import { adminActionsFor } from '@/shared/admin-actions';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { BanUserDialog } from './ban-user-dialog';
import { UserActionDialog } from './user-action-dialog';

const copy = adminMessages.user;

/** What the signed-in admin may do to this user: the rules the server enforces (src/shared/admin-actions.ts). */
export function UserActions({ user, actorId }: { user: AdminUserRow; actorId: string }) {
  const isSelf = actorId === user.id;
  const offered = new Set(adminActionsFor({ id: actorId }, user));
  const unban = useUnbanUser();
  const revoke = useRevokeUserSessions();
  const setRole = useSetAdminRole();

  return (
    <div className="flex flex-col gap-3">
      {isSelf && <p className="text-sm text-muted-foreground">{copy.you}</p>}
      {user.managedByConfig && <p className="text-sm text-muted-foreground">{copy.managedHint}</p>}
      <div className="flex flex-wrap gap-2">
        {offered.has('ban') && <BanUserDialog user={user} />}
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
