import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { authMessages } from '@/shared/i18n/messages/auth';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Controlled visibility, for fields that show and hide together. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Names for the toggle: 'Show password' and 'Hide password' unless told otherwise. */
  showLabel?: string;
  hideLabel?: string;
  /** Fields that follow another's toggle leave out their own. */
  toggle?: boolean;
};

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  visible,
  onVisibleChange,
  showLabel = authMessages.fields.showPassword,
  hideLabel = authMessages.fields.hidePassword,
  toggle = true,
  className,
  ...props
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const setShown = onVisibleChange ?? setOwnVisible;
  const label = shown ? hideLabel : showLabel;
  return (
    <div className={toggle ? 'relative' : undefined}>
      <Input type={shown ? 'text' : 'password'} className={cn(toggle && 'pr-11', className)} {...props} />
      {toggle && (
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-label={label}
          title={label}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      )}
    </div>
  );
}
