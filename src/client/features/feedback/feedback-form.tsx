import { useId, useState, type FormEvent } from 'react';
import { previousPage } from '@/client/lib/previous-page';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { feedbackMaxLength } from '@/shared/limits';
import { feedbackMessages } from '@/shared/i18n/messages/feedback';
import { useSendFeedback } from './api/send-feedback';

/** Sends feedback for real; the text stays in the box until the server has it. */
export function FeedbackForm() {
  const [message, setMessage] = useState('');
  const sending = useSendFeedback();
  const fieldId = useId();
  const countId = useId();
  const copy = feedbackMessages;
  const empty = message.trim().length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || sending.isPending) return;
    const page = previousPage();
    sending.mutate(page ? { message, page } : { message }, {
      onSuccess: () => {
        setMessage('');
        toast.success(copy.sent);
      },
      onError: () => toast.error(copy.failed),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <Label htmlFor={fieldId}>{copy.label}</Label>
      <Textarea
        id={fieldId}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={copy.placeholder}
        maxLength={feedbackMaxLength}
        rows={8}
        aria-describedby={countId}
      />
      <p id={countId} className="text-right text-xs text-muted-foreground">
        {copy.remaining(feedbackMaxLength - message.length)}
      </p>
      <Button type="submit" disabled={empty || sending.isPending} className="self-start">
        {sending.isPending ? copy.sending : copy.send}
      </Button>
    </form>
  );
}
