import { useId, useState } from 'react';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { useUpdateProfile } from '@/client/api/profile/update-profile';
import { toast } from '@/client/lib/toast';
import { profileMessages } from '@/shared/i18n/messages/profile';

/**
 * 'Receive feedback emails', saved as it is flipped and put back if the save fails; the server reads it before
 * sending any feedback-related email.
 */
export function FeedbackEmailsToggle({ saved }: { saved: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(saved);
  const update = useUpdateProfile();
  const copy = profileMessages.emails;

  const change = (next: boolean) => {
    setChecked(next);
    update.mutate(
      { feedbackEmails: next },
      {
        onSuccess: () => toast.success(next ? copy.on : copy.off),
        onError: () => {
          setChecked(!next);
          toast.error(copy.failed);
        },
      },
    );
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{copy.feedback}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {copy.feedbackHint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={change} aria-describedby={`${id}-hint`} />
    </div>
  );
}
