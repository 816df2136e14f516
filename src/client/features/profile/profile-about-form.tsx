import { FormField } from '@/client/components/form-field';
import { ProfessionalRoleField } from '@/client/components/professional-role-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useUpdateProfile } from '@/client/api/profile/update-profile';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { fullNameMaxLength } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import { profileMessages } from '@/shared/i18n/messages/profile';
import { profileAboutSchema, type Profile } from '@/shared/profile';

/** Full name and professional role, with the rules and the role combobox of sign-up and onboarding. */
export function ProfileAboutForm({ profile }: { profile: Pick<Profile, 'fullName' | 'professionalRole'> }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(profileAboutSchema, {
    fullName: profile.fullName,
    professionalRole: profile.professionalRole ?? '',
  });
  const copy = profileMessages;

  const save = handleSubmit((input) =>
    update.mutateAsync(input).then(
      (saved) => {
        reset({ fullName: saved.fullName, professionalRole: saved.professionalRole ?? '' });
        toast.success(copy.about.updated);
      },
      (failure: unknown) => {
        showFieldError(failure, setError, ['fullName', 'professionalRole']);
        toast.error(authMessages.profile.updateFailed);
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <FormField label={authMessages.fields.fullName} error={errors.fullName}>
        {(field) => (
          <Input {...field} {...register('fullName')} autoComplete="name" maxLength={fullNameMaxLength} />
        )}
      </FormField>
      <ProfessionalRoleField registration={register('professionalRole')} error={errors.professionalRole} />
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
