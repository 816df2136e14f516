import type { ComponentProps } from 'react';
import { Combobox } from '@/client/components/ui/combobox';
import { authMessages } from '@/shared/i18n/messages/auth';
import { professionalRoleMaxLength, professionalRoles } from '@/shared/professional-roles';

type ProfessionalRoleComboboxProps = Omit<
  ComponentProps<typeof Combobox>,
  'options' | 'allowCustom' | 'maxLength' | 'listMaxHeight' | 'clearedAnnouncement'
>;

/** docs/product.md#data, docs/product.md#behaviour, docs/product.md#constants: the ten suggested roles or free text up to 50 characters; Escape clears and says so. */
export function ProfessionalRoleCombobox(props: ProfessionalRoleComboboxProps) {
  return (
    <Combobox
      options={professionalRoles}
      allowCustom
      maxLength={professionalRoleMaxLength}
      listMaxHeight={240}
      clearedAnnouncement={authMessages.fields.formCleared}
      placeholder={authMessages.fields.professionalRolePlaceholder}
      {...props}
    />
  );
}
