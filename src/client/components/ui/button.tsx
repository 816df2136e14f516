import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { useHydrated } from '@/client/lib/use-hydrated';

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-foreground underline-offset-4 hover:underline',
        inverse: 'bg-white text-neutral-950 hover:bg-neutral-200',
        'inverse-outline': 'border border-white/60 bg-transparent text-white hover:bg-white/10',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-8 px-3',
        lg: 'h-11 px-6',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/**
 * A button; a link that looks like one takes `buttonVariants()` as its class instead. On a pre-rendered page
 * it does nothing until hydrated, and says so (docs/decisions/021); a submit button is disabled until then,
 * as its form would otherwise send itself natively.
 */
export function Button({
  className,
  variant,
  size,
  disabled,
  ...props
}: ComponentProps<'button'> & ButtonVariants) {
  const hydrated = useHydrated();
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || (props.type === 'submit' && !hydrated)}
      aria-disabled={hydrated ? undefined : true}
      {...props}
    />
  );
}
