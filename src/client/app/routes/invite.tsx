import { useParams } from 'react-router';
import { useQueryParams } from '@/client/lib/navigation/navigation';
import { SignupForm } from '@/client/features/auth/signup-form';
import { InvitationScreen } from '@/client/features/invitations/invitation-screen';

export default function InviteRoute() {
  const linkId = useParams().id ?? '';
  const email = useQueryParams().get('email');
  return (
    <InvitationScreen
      key={linkId}
      linkId={linkId}
      email={email}
      signup={({ email: invited, onJoined }) => (
        <SignupForm invitation={{ id: linkId, email: invited, onJoined }} />
      )}
    />
  );
}
