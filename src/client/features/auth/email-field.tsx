import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import type { FieldRegistration } from '@/client/lib/forms/use-schema-form';
import { authMessages } from '@/shared/i18n/messages/auth';

/** The labelled email input every account form opens with. */
export function EmailField({
  registration,
  error,
  locked = false,
}: {
  registration: FieldRegistration;
  error?: string;
  /** Filled in from an invitation, which is for this address only. */
  locked?: boolean;
}) {
  return (
    <FormField label={authMessages.fields.email} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={authMessages.fields.emailPlaceholder}
          readOnly={locked}
        />
      )}
    </FormField>
  );
}
