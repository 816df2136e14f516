import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Textarea } from '@/client/components/ui/textarea';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { previousPage } from '@/client/lib/previous-page';
import { toast } from '@/client/lib/toast';
import type { FeedbackInput } from '@/shared/feedback';
import { feedbackMaxLength } from '@/shared/limits';
import { feedbackMessages } from '@/shared/i18n/messages/feedback';
import { sendFeedback } from '@/client/api/feedback/send-feedback';

// /feedback is a public page: zod loads at the first interaction (docs/decisions/026).
const feedbackSchema = () => import('@/shared/feedback').then((schemas) => schemas.feedbackSchema);

/** Sends feedback for real; the text stays in the box until the server has it. */
export function FeedbackForm() {
  // No query-cache mutation: /feedback is a public page, kept light (docs/decisions/026).
  const { register, handleSubmit, reset, values, errors, isSubmitting } = useSchemaForm(feedbackSchema, {
    message: '',
  });
  const copy = feedbackMessages;
  const empty = values.message.trim().length === 0;

  const send = async ({ message }: FeedbackInput) => {
    const page = previousPage();
    try {
      await sendFeedback(page ? { message, page } : { message });
      reset({ message: '' });
      toast.success(copy.sent);
    } catch {
      toast.error(copy.failed);
    }
  };

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="flex flex-col gap-3">
      <FormField
        label={copy.label}
        hint={
          <span className="block text-right">
            {copy.remaining(feedbackMaxLength - values.message.length)}
          </span>
        }
        error={errors.message}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('message')}
            placeholder={copy.placeholder}
            maxLength={feedbackMaxLength}
            rows={8}
          />
        )}
      </FormField>
      <Button type="submit" disabled={empty || isSubmitting} className="self-start">
        {isSubmitting ? copy.sending : copy.send}
      </Button>
    </form>
  );
}
