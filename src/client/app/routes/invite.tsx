import { InvitationScreen } from '@/client/features/invitations/invitation-screen';

export default function InviteRoute() {
  return <InvitationScreen />;
}
