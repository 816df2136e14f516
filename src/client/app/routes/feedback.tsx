import { PageHeader } from '@/client/components/page-header';
import { FeedbackForm } from '@/client/features/feedback/feedback-form';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { feedbackMessages } from '@/shared/i18n/messages/feedback';

export default function FeedbackPage() {
  usePageMeta(feedbackMessages.title, feedbackMessages.description);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <PageHeader title={feedbackMessages.title}>{feedbackMessages.description}</PageHeader>
      <FeedbackForm />
    </main>
  );
}
