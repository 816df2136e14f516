import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useUpdateProfile } from '@/client/api/profile/update-profile';
import { ApiRequestError } from '@/client/lib/api-client';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { profileMessages } from '@/shared/i18n/messages/profile';
import { profileLinkKinds, profileLinksSchema, type ProfileLinks } from '@/shared/profile';

const formValues = (links: ProfileLinks) =>
  Object.fromEntries(profileLinkKinds.map((kind) => [kind, links[kind] ?? ''])) as Record<
    (typeof profileLinkKinds)[number],
    string
  >;

/** The server names a link's field `links.<kind>`; the form's fields are the kinds themselves. */
const withinLinks = (error: unknown) =>
  error instanceof ApiRequestError && error.field?.startsWith('links.')
    ? new ApiRequestError(error.status, error.code, error.message, undefined, error.field.slice(6))
    : error;

/**
 * Website, LinkedIn, GitHub and X, saved together: each an https URL, the social ones on their own site, where a
 * bare username becomes the URL (shown as such once saved).
 */
export function ProfileLinksForm({ links }: { links: ProfileLinks }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(
    profileLinksSchema,
    formValues(links),
  );
  const copy = profileMessages;

  const save = handleSubmit((normalised) =>
    update.mutateAsync({ links: normalised }).then(
      (profile) => {
        reset(formValues(profile.links));
        toast.success(copy.links.saved);
      },
      (failure: unknown) => {
        showFieldError(withinLinks(failure), setError, profileLinkKinds);
        toast.error(copy.links.failed);
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {profileLinkKinds.map((kind) => (
          <FormField key={kind} label={copy.links.labels[kind]} error={errors[kind]}>
            {(field) => (
              <Input
                {...field}
                {...register(kind)}
                type={kind === 'website' ? 'url' : 'text'}
                inputMode="url"
                autoComplete={kind === 'website' ? 'url' : 'off'}
                autoCapitalize="none"
                spellCheck={false}
                placeholder={copy.links.placeholders[kind]}
              />
            )}
          </FormField>
        ))}
      </div>
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
