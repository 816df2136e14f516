import { AuditScreen } from '@/client/features/admin/audit-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { adminMessages } from '@/shared/i18n/messages/admin';

export default function AdminAuditPage() {
  usePageMeta(adminMessages.audit.title);
  return <AuditScreen />;
}
