import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';

/** A select over a fixed list of choices, named by the `<Label htmlFor={id}>` beside it. */
export function ChoiceSelect<Value extends string>({
  id,
  value,
  choices,
  labelOf,
  onChange,
  disabled,
}: {
  id: string;
  value: Value;
  choices: readonly Value[];
  labelOf: (value: Value) => string;
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Value)} disabled={disabled}>
      <SelectTrigger id={id} aria-describedby={`${id}-hint`} className="w-full sm:w-60">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice} value={choice}>
            {labelOf(choice)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
