import { ContentPage } from '@/client/components/content-page';
import { FeedbackForm } from '@/client/features/feedback/feedback-form';
import { feedbackMessages } from '@/shared/i18n/messages/feedback';

export default function FeedbackPage() {
  return (
    <ContentPage
      title={feedbackMessages.title}
      description={feedbackMessages.description}
      lead={feedbackMessages.description}
      width="2xl"
      padded
    >
      <FeedbackForm />
    </ContentPage>
  );
}
