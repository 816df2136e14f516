import { useParams, useSearchParams } from 'react-router';
import { SignupForm } from '@/client/features/auth/signup-form';
import { InvitationScreen } from '@/client/features/invitations/invitation-screen';

export default function InviteRoute() {
  const linkId = useParams().id ?? '';
  const email = useSearchParams()[0].get('email');
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
