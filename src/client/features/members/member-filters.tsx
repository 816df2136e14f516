import { useId } from 'react';
import { SearchField } from '@/client/components/search-field';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { memberMessages } from '@/shared/i18n/messages/members';
import { workspaceRoles } from '@/shared/permissions';
import { lastActiveFilters, type LastActiveFilter } from '@/shared/workspace';

const copy = memberMessages.people;

export type MemberFilterValues = { search: string; role: string; lastActive: LastActiveFilter };

type MemberFiltersProps = {
  values: MemberFilterValues;
  onChange: (change: Partial<MemberFilterValues>) => void;
};

/** The People page's search box, role filter and last-active filter. */
export function MemberFilters({ values, onChange }: MemberFiltersProps) {
  const roleId = useId();
  const activeId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SearchField
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="flex gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={roleId} className="text-xs text-muted-foreground">
            {copy.roleFilter}
          </Label>
          <Select value={values.role} onValueChange={(role) => onChange({ role })}>
            <SelectTrigger id={roleId} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{copy.allRoles}</SelectItem>
              {workspaceRoles.map((role) => (
                <SelectItem key={role} value={role}>
                  {copy.roles[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={activeId} className="text-xs text-muted-foreground">
            {copy.lastActiveFilter}
          </Label>
          <Select
            value={values.lastActive}
            onValueChange={(lastActive) => onChange({ lastActive: lastActive as LastActiveFilter })}
          >
            <SelectTrigger id={activeId} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {lastActiveFilters.map((filter) => (
                <SelectItem key={filter} value={filter}>
                  {copy.lastActive[filter]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
