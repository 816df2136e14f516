import { PageHeader } from '@/client/components/page-header';
import { InviteFriendForm } from '@/client/features/invite-friends/invite-friend-form';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

export default function InviteFriendsPage() {
  const copy = preferencesMessages.inviteFriends;
  usePageMeta(copy.title, copy.description);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={copy.title}>{copy.description}</PageHeader>
      <InviteFriendForm />
    </div>
  );
}
