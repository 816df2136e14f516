import { FormField } from '@/client/components/form-field';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useInviteFriend } from '@/client/api/preferences/invite-friend';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { inviteFriendSchema, type InviteFriendInput } from '@/shared/preferences';

/** One address at a time; the same answer whether or not it already has an account. */
export function InviteFriendForm() {
  const copy = preferencesMessages.inviteFriends;
  const invite = useInviteFriend();
  const { register, handleSubmit, reset, setError, values, errors, isSubmitting } = useSchemaForm(
    inviteFriendSchema,
    { email: '' },
  );

  const send = async (input: InviteFriendInput) => {
    try {
      const invited = await invite.mutateAsync(input);
      reset();
      toast.success(copy.sent(invited));
    } catch (error) {
      if (!showFieldError(error, setError, ['email'])) toast.error(apiErrorMessage(error, copy.failed));
    }
  };

  return (
    <SettingsSection title={copy.title} description={copy.intro}>
      <form onSubmit={handleSubmit(send)} noValidate className="flex flex-col gap-4">
        <FormField label={copy.email} hint={copy.note} error={errors.email}>
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              type="email"
              autoComplete="off"
              placeholder={copy.emailPlaceholder}
            />
          )}
        </FormField>
        <Button type="submit" disabled={!values.email.trim() || isSubmitting} className="self-start">
          {isSubmitting ? copy.sending : copy.send}
        </Button>
      </form>
    </SettingsSection>
  );
}
