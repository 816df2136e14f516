import { useParams } from 'react-router';
import { UserDetailScreen } from '@/client/features/admin/user-detail-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { adminMessages } from '@/shared/i18n/messages/admin';

export default function AdminUserPage() {
  usePageMeta(adminMessages.users.title);
  const { id = '' } = useParams();
  return <UserDetailScreen key={id} id={id} />;
}
