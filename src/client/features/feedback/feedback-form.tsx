import { useId, useState, type FormEvent } from 'react';
import { previousPage } from '@/client/lib/previous-page';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { feedbackMaxLength } from '@/shared/limits';
import { feedbackMessages } from '@/shared/i18n/messages/feedback';
import { sendFeedback } from '@/client/api/feedback/send-feedback';

/** Sends feedback for real; the text stays in the box until the server has it. */
export function FeedbackForm() {
  const [message, setMessage] = useState('');
  // Plain state rather than a query-cache mutation: /feedback is a public page, kept light (docs/decisions/026).
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const countId = useId();
  const copy = feedbackMessages;
  const empty = message.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || sending) return;
    const page = previousPage();
    setSending(true);
    try {
      await sendFeedback(page ? { message, page } : { message });
      setMessage('');
      toast.success(copy.sent);
    } catch {
      toast.error(copy.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
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
      <Button type="submit" disabled={empty || sending} className="self-start">
        {sending ? copy.sending : copy.send}
      </Button>
    </form>
  );
}
