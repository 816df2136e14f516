import { ContentPage } from '@/client/components/content-page';
import { InviteFriendForm } from '@/client/features/invite-friends/invite-friend-form';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

export default function InviteFriendsPage() {
  const copy = preferencesMessages.inviteFriends;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.description} width="2xl">
      <InviteFriendForm />
    </ContentPage>
  );
}
