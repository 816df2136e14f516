import { UsersScreen } from '@/client/features/admin/users-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { adminMessages } from '@/shared/i18n/messages/admin';

export default function AdminUsersPage() {
  usePageMeta(adminMessages.users.title);
  return <UsersScreen />;
}
