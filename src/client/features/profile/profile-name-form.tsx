import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useUpdateProfile } from '@/client/api/profile/update-profile';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { authMessages } from '@/shared/i18n/messages/auth';
import { profileMessages } from '@/shared/i18n/messages/profile';
import { profileNameFormSchema, profileNameMaxLength } from '@/shared/profile';

/**
 * The Profile Name editor (docs/product.md#behaviour, docs/product.md#rules): idle, saving, then success or an
 * error shown as 'Profile name error: ...'; what was typed stays either way, and the profile is then refetched.
 */
export function ProfileNameForm({ savedName }: { savedName: string }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, setError, values, errors } = useSchemaForm(profileNameFormSchema, {
    profileName: savedName,
  });
  const copy = profileMessages;
  const error = errors.profileName;

  const save = handleSubmit((input) =>
    update.mutateAsync(input).then(
      (profile) => {
        reset({ profileName: profile.profileName ?? '' });
        toast.success(copy.name.updated);
      },
      (failure: unknown) => {
        showFieldError(failure, setError, ['profileName']);
        toast.error(authMessages.profile.updateFailed);
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <FormField
        label={copy.name.label}
        hint={copy.name.hint}
        error={error && `${authMessages.validation.profileNameError}${error}`}
      >
        {(field) => (
          <Input
            {...field}
            {...register('profileName')}
            autoComplete="nickname"
            maxLength={profileNameMaxLength}
          />
        )}
      </FormField>
      <Button type="submit" disabled={!values.profileName || update.isPending} className="self-start">
        {update.isPending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
