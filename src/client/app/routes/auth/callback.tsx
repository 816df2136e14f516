import { ContentPage } from '@/client/components/content-page';
import { CompleteSignIn } from '@/client/features/auth/complete-sign-in';
import { authMessages } from '@/shared/i18n/messages/auth';

export default function AuthCallbackPage() {
  return (
    <ContentPage title={authMessages.callback.title} ownHeading>
      <CompleteSignIn />
    </ContentPage>
  );
}
