/** docs/product.md#data: the suggested professional roles; any other text up to `professionalRoleMaxLength` is allowed too. */
export const professionalRoles = [
  { value: 'designer', label: 'Designer' },
  { value: 'developer', label: 'Developer' },
  { value: 'product_manager', label: 'Product Manager' },
  { value: 'project_manager', label: 'Project Manager' },
  { value: 'sales', label: 'Sales' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'content_writer', label: 'Content Writer' },
  { value: 'ux_researcher', label: 'UX Researcher' },
  { value: 'data_analyst', label: 'Data Analyst' },
  { value: 'business_analyst', label: 'Business Analyst' },
] as const;

export const professionalRoleMaxLength = 50;

/** The label for a stored role value; a custom role is shown as typed. */
export const professionalRoleLabel = (value: string) =>
  professionalRoles.find((role) => role.value === value)?.label ?? value;
