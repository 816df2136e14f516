import { FormField } from '@/client/components/form-field';
import type { FieldRegistration } from '@/client/lib/forms/use-schema-form';
import { authMessages } from '@/shared/i18n/messages/auth';
import { ProfessionalRoleCombobox } from './professional-role-combobox';

type ProfessionalRoleFieldProps = {
  registration: FieldRegistration;
  error?: string;
};

/** The role combobox of docs/product.md#data, docs/product.md#behaviour as a form field: suggestions, free text, labelled with its hint. */
export function ProfessionalRoleField({ registration, error }: ProfessionalRoleFieldProps) {
  const { name, value = '', onChange, ref } = registration;
  return (
    <FormField
      label={authMessages.fields.professionalRole}
      hint={authMessages.fields.professionalRoleHint}
      error={error}
    >
      {(field) => (
        <ProfessionalRoleCombobox {...field} name={name} ref={ref} value={value} onValueChange={onChange} />
      )}
    </FormField>
  );
}
