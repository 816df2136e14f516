import { useBanUser } from '@/client/api/admin/user-actions';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { banFormSchema, banReasonMaxLength, type AdminUserRow } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { UserActionDialog } from './user-action-dialog';

const copy = adminMessages.user;

/** 'Ban': a reason and an optional end, ruled by the shared ban schema; the server's 400s land on their field. */
export function BanUserDialog({ user }: { user: AdminUserRow }) {
  const ban = useBanUser();
  const { register, handleSubmit, setError, reset, values, errors } = useSchemaForm(banFormSchema, {
    reason: '',
    expiresAt: '',
  });

  /** Answers whether the ban went through; false keeps the dialog open on the field that says why. */
  const run = async () => {
    let banned = false;
    await handleSubmit(async (input) => {
      try {
        await ban.mutateAsync({ id: user.id, ...input });
        banned = true;
      } catch (error) {
        if (!showFieldError(error, setError, ['reason', 'expiresAt'])) throw error;
      }
    })();
    return banned;
  };

  return (
    <UserActionDialog
      label={copy.ban}
      tone="destructive"
      title={copy.confirmBan(user.email)}
      description={copy.confirmBanBody}
      pending={ban.isPending}
      canConfirm={values.reason.trim().length > 0}
      onOpen={() => reset()}
      run={run}
    >
      <FormField label={copy.reason} error={errors.reason}>
        {(field) => <Textarea {...field} {...register('reason')} maxLength={banReasonMaxLength} required />}
      </FormField>
      <FormField label={copy.expires} hint={copy.expiresHint} error={errors.expiresAt}>
        {(field) => <Input {...field} {...register('expiresAt')} type="datetime-local" />}
      </FormField>
    </UserActionDialog>
  );
}
