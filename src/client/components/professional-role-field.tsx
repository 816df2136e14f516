import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/client/components/form-field';
import { authMessages } from '@/shared/i18n/messages/auth';
import { ProfessionalRoleCombobox } from './professional-role-combobox';

type ProfessionalRoleFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  error?: string;
};

/** The role combobox of docs/product.md#data, docs/product.md#behaviour as a form field: suggestions, free text, labelled with its hint. */
export function ProfessionalRoleField<T extends FieldValues>({
  control,
  name,
  error,
}: ProfessionalRoleFieldProps<T>) {
  return (
    <FormField
      label={authMessages.fields.professionalRole}
      hint={authMessages.fields.professionalRoleHint}
      error={error}
    >
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <ProfessionalRoleCombobox
              {...field}
              name={name}
              ref={ref}
              value={value}
              onValueChange={onChange}
              onBlur={onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
