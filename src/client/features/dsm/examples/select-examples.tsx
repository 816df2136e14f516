import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { ExampleField } from '../example-field';
import { usePortalThemeClass } from '../preview-theme';

const copy = dsmMessages.sections.select;
const [solo, ...teams] = copy.options;

export function SelectExamples() {
  const themeClass = usePortalThemeClass();
  return (
    <div className="grid max-w-md gap-5">
      <ExampleField label={copy.label}>
        {({ id }) => (
          <Select>
            <SelectTrigger id={id} className="w-full">
              <SelectValue placeholder={copy.placeholder} />
            </SelectTrigger>
            <SelectContent className={themeClass}>
              <SelectItem value={solo.value}>{solo.label}</SelectItem>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>{copy.small}</SelectLabel>
                {teams.slice(0, 2).map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectGroup>
              <SelectGroup>
                <SelectLabel>{copy.large}</SelectLabel>
                {teams.slice(2).map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectGroup>
            </SelectContent>
          </Select>
        )}
      </ExampleField>
      <ExampleField label={copy.disabled}>
        {({ id }) => (
          <Select disabled>
            <SelectTrigger id={id} size="sm" className="w-full">
              <SelectValue placeholder={copy.disabledPlaceholder} />
            </SelectTrigger>
            <SelectContent className={themeClass} />
          </Select>
        )}
      </ExampleField>
    </div>
  );
}
