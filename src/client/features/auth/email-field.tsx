import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { authMessages } from '@/shared/i18n/messages/auth';

/** The labelled email input every account form opens with. */
export function EmailField({
  registration,
  error,
  locked = false,
}: {
  registration: UseFormRegisterReturn;
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
