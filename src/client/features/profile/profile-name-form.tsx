import { useState, type FormEvent } from 'react';
import { toast } from '@/client/lib/toast';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { errorStatus } from '@/client/lib/api-error-message';
import { profileNameSchema } from '@/shared/profile';
import { appMessages } from '@/shared/i18n/en/app';
import { authMessages } from '@/shared/i18n/en/auth';
import { useUpdateProfile } from '@/client/api/profile/update-profile';

const copy = appMessages.profile;
const nameError = (message: string) => `${authMessages.validation.profileNameError}${message}`;

/** Profile Name editor: idle, saving, then success or an error; what was typed stays either way. (docs/product.md#behaviour) */
export function ProfileNameForm({ initialName }: { initialName: string }) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const update = useUpdateProfile();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileNameSchema.safeParse(name);
    if (!parsed.success) return setError(nameError(parsed.error.issues[0]!.message));
    setError(undefined);
    update.mutate(
      { profileName: parsed.data },
      {
        onSuccess: () => toast.success(copy.updated),
        onError: (failure) => {
          // A 400 is the server's verdict on the name itself, worth showing beside the field.
          if (errorStatus(failure) === 400 && failure.message) setError(nameError(failure.message));
          toast.error(authMessages.profile.updateFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <FormField label={copy.nameLabel} hint={copy.nameHint} error={error}>
        {(field) => (
          <Input
            {...field}
            name="profileName"
            autoComplete="nickname"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={name.length === 0 || update.isPending} className="self-start">
        {update.isPending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
