import { FeedbackScreen } from '@/client/features/admin/feedback-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { adminMessages } from '@/shared/i18n/messages/admin';

export default function AdminFeedbackPage() {
  usePageMeta(adminMessages.feedback.title);
  return <FeedbackScreen />;
}
