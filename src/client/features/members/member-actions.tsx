import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { useLeaveWorkspace, useRemoveMember } from '@/client/api/workspace/change-member';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { memberMessages } from '@/shared/i18n/messages/members';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { paths } from '@/shared/paths';
import type { Member } from '@/shared/workspace';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';

const copy = memberMessages.people;

type MemberActionsProps = {
  member: Member;
  workspaceName: string;
  canRemove: boolean;
  canMakeOwner: boolean;
};

type Dialog = 'remove' | 'leave' | 'transfer' | null;

/**
 * A member row's action menu: copy the email, make them Owner, remove them, or (on your own row) leave. It
 * closes on an outside click or touch, Escape, or once an action is chosen.
 */
export function MemberActions({ member, workspaceName, canRemove, canMakeOwner }: MemberActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useRemoveMember();
  const leave = useLeaveWorkspace();
  const navigate = useNavigate();

  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(member.email);
      toast.success(workspaceMessages.emailCopied);
    } catch {
      toast.error(copy.copyFailed);
    }
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={copy.actions(member.name)}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void copyEmail()}>{copy.copyEmail}</DropdownMenuItem>
          {canMakeOwner && (
            <DropdownMenuItem onSelect={() => setDialog('transfer')}>{copy.makeOwner}</DropdownMenuItem>
          )}
          {(canRemove || member.isYou) && <DropdownMenuSeparator />}
          {member.isYou ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setDialog('leave')}>
              {copy.leave}
            </DropdownMenuItem>
          ) : (
            canRemove && (
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog('remove')}>
                {copy.remove}
              </DropdownMenuItem>
            )
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={copy.removeTitle(member.name)}
        description={copy.removeBody(workspaceName)}
        confirmLabel={copy.remove}
        pendingLabel={copy.removing}
        pending={remove.isPending}
        tone="destructive"
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => {
              setDialog(null);
              toast.success(copy.removed(member.name));
            },
            onError: (error) => toast.error(apiErrorMessage(error, copy.removeFailed)),
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'leave'}
        onOpenChange={(open) => setDialog(open ? 'leave' : null)}
        title={copy.leaveTitle(workspaceName)}
        description={copy.leaveBody}
        confirmLabel={copy.leave}
        pendingLabel={copy.leaving}
        pending={leave.isPending}
        tone="destructive"
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              toast.success(copy.left(workspaceName));
              void navigate(paths.settings.workspace.overview, { replace: true });
            },
            onError: (error) => toast.error(apiErrorMessage(error, copy.leaveFailed)),
          })
        }
      />
      {canMakeOwner && (
        <TransferOwnershipDialog
          member={member}
          open={dialog === 'transfer'}
          onOpenChange={(open) => setDialog(open ? 'transfer' : null)}
        />
      )}
    </>
  );
}
