import { FilterSelect } from '@/client/components/filter-select';
import { SearchField } from '@/client/components/search-field';
import { memberMessages } from '@/shared/i18n/messages/members';
import { workspaceRoles } from '@/shared/permissions';
import { lastActiveFilters, type LastActiveFilter } from '@/shared/workspace';

const copy = memberMessages.people;

export type MemberFilterValues = { search: string; role: string; lastActive: LastActiveFilter };

type MemberFiltersProps = {
  values: MemberFilterValues;
  onChange: (change: Partial<MemberFilterValues>) => void;
};

// Labels are read when rendering, so they follow the current language.
const roleOptions = () => [
  { value: 'all', label: copy.allRoles },
  ...workspaceRoles.map((role) => ({ value: role, label: copy.roles[role] })),
];
const lastActiveOptions = () =>
  lastActiveFilters.map((filter) => ({ value: filter, label: copy.lastActive[filter] }));

/** The People page's search box, role filter and last-active filter. */
export function MemberFilters({ values, onChange }: MemberFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SearchField
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="flex gap-3">
        <FilterSelect
          label={copy.roleFilter}
          value={values.role}
          options={roleOptions()}
          onChange={(role) => onChange({ role })}
        />
        <FilterSelect
          label={copy.lastActiveFilter}
          value={values.lastActive}
          options={lastActiveOptions()}
          onChange={(lastActive) => onChange({ lastActive: lastActive as LastActiveFilter })}
        />
      </div>
    </div>
  );
}
