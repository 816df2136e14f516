import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { cn } from '@/client/lib/cn';
import { inputBaseClass } from './input';

export type ComboboxOption = { value: string; label: string };

export type ComboboxProps = {
  options: readonly ComboboxOption[];
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  /** Typed text that matches no option becomes the value. */
  allowCustom?: boolean;
  /** Longer text, typed or pasted, is cut to this many characters. */
  maxLength?: number;
  /** The list's maximum height in pixels before it scrolls. */
  listMaxHeight?: number;
  /** Announced politely after Escape clears the field. */
  clearedAnnouncement?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
};

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * An editable combobox with a filtered listbox popup (WAI-ARIA 1.2 combobox pattern, list autocomplete).
 * Focus stays in the text field; aria-activedescendant points at the highlighted option.
 */
export function Combobox({
  options,
  value,
  onValueChange,
  id,
  name,
  placeholder,
  allowCustom = false,
  maxLength,
  listMaxHeight = 240,
  clearedAnnouncement,
  disabled,
  required,
  className,
  onBlur,
  ref,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedby,
  'aria-labelledby': ariaLabelledby,
}: ComboboxProps) {
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);

  // null while the field shows the label of the current value rather than text being typed.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const [listName, setListName] = useState<string>();

  const selected = options.find((option) => option.value === value);
  const text = query ?? selected?.label ?? value;
  const matches = options
    .map((option, index) => ({ option, optionId: `${listboxId}-${index}` }))
    .filter(({ option }) => !query || option.label.toLowerCase().includes(normalise(query)));
  const expanded = open && matches.length > 0;
  const active = expanded ? matches[activeIndex] : undefined;

  useEffect(() => {
    if (activeIndex >= 0)
      listRef.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const openList = (nextActive: number) => {
    // The popup is named after the field's own label, read when it opens.
    setListName(inputRef.current?.labels?.[0]?.textContent ?? undefined);
    setAnnouncement('');
    setOpen(true);
    setActiveIndex(nextActive);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    setQuery(null);
    close();
  };

  const clear = () => {
    onValueChange('');
    setQuery(null);
    close();
    setAnnouncement(clearedAnnouncement ?? '');
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = maxLength === undefined ? event.target.value : event.target.value.slice(0, maxLength);
    const exact = options.find((option) => normalise(option.label) === normalise(typed));
    setQuery(typed);
    openList(-1);
    onValueChange(exact ? exact.value : allowCustom ? typed : '');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const current = matches.findIndex(({ option }) => option.value === value);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(current >= 0 ? current : 0);
        else setActiveIndex(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList(current >= 0 ? current : last);
        else setActiveIndex(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        if (!expanded) return;
        if (active) {
          event.preventDefault();
          choose(active.option);
        } else close();
        break;
      case 'Escape':
        if (!open && text === '') return;
        event.preventDefault();
        clear();
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const handleBlur = () => {
    close();
    setQuery(null);
    onBlur?.();
  };

  return (
    <div data-slot="combobox" className={cn('relative w-full', className)}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active?.optionId}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedby}
        aria-labelledby={ariaLabelledby}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        required={required}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onClick={() => (expanded ? close() : openList(-1))}
        className={cn(inputBaseClass, 'pl-3 pr-9')}
      />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
      />
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={ariaLabelledby ? undefined : listName}
        aria-labelledby={ariaLabelledby}
        hidden={!expanded}
        style={{ maxHeight: listMaxHeight }}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {matches.map(({ option, optionId }, index) => (
          <li
            key={option.value}
            id={optionId}
            role="option"
            aria-selected={index === activeIndex}
            data-active={index === activeIndex || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => choose(option)}
            className="relative flex cursor-default select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm data-[active]:bg-accent data-[active]:text-accent-foreground"
          >
            {option.value === value && <CheckIcon aria-hidden className="absolute left-2 size-4" />}
            {option.label}
          </li>
        ))}
      </ul>
      <span aria-live="polite" role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
