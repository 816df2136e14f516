import { useQueryParams } from '@/client/lib/navigation/navigation';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { InviteDialog } from '@/client/features/invitations/invite-dialog';
import { PendingInvitations } from '@/client/features/invitations/pending-invitations';
import { PeopleScreen } from '@/client/features/members/people-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { memberMessages } from '@/shared/i18n/messages/members';
import { inviteDialogParam } from '@/shared/checklist';
import { paths } from '@/shared/paths';
import { grantableRoles } from '@/shared/permissions';

export default function PeopleRoute() {
  const role = useActiveWorkspace().data?.role;
  // `?invite=1` (the home's checklist, the command bar) arrives with the invite dialog open.
  const params = useQueryParams();
  return (
    <SettingsPage path={paths.settings.workspace.members} description={memberMessages.people.description}>
      <PeopleScreen
        invite={
          role && (
            <InviteDialog grantable={grantableRoles(role)} defaultOpen={params.has(inviteDialogParam)} />
          )
        }
        pending={<PendingInvitations />}
      />
    </SettingsPage>
  );
}
