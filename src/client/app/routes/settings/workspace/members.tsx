import { useQueryParams } from '@/client/lib/navigation/navigation';
import { useGrantableRoles } from '@/client/api/workspace/use-can';
import { InviteDialog } from '@/client/features/invitations/invite-dialog';
import { PendingInvitations } from '@/client/features/invitations/pending-invitations';
import { PeopleScreen } from '@/client/features/members/people-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { memberMessages } from '@/shared/i18n/messages/members';
import { inviteDialogParam } from '@/shared/checklist';
import { paths } from '@/shared/paths';

export default function PeopleRoute() {
  const grantable = useGrantableRoles();
  // `?invite=1` (the home's checklist, the command bar) arrives with the invite dialog open.
  const params = useQueryParams();
  return (
    <SettingsPage path={paths.settings.workspace.members} description={memberMessages.people.description}>
      <PeopleScreen
        invite={<InviteDialog grantable={grantable} defaultOpen={params.has(inviteDialogParam)} />}
        pending={<PendingInvitations />}
      />
    </SettingsPage>
  );
}
