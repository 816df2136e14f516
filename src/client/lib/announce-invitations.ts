import { invitationMessages } from '@/shared/i18n/messages/invitations';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import type { InvitationOutcome } from '@/shared/workspace';
import { toast } from './toast';

/** One toast per address: 'Invitation sent to {email}' for those sent (or sent again), the reason for others. */
export function announceOutcomes(outcomes: InvitationOutcome[]) {
  for (const outcome of outcomes) {
    if (outcome.status === 'sent' || outcome.status === 'resent') {
      toast.success(workspaceMessages.invitationSent(outcome.email));
    } else {
      const reason = outcome.status === 'already-member' ? invitationMessages.alreadyMember : outcome.message;
      toast.error(workspaceMessages.invitationFailed, {
        description: `${outcome.email}: ${reason ?? ''}`.trim(),
      });
    }
  }
}
