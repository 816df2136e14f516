import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-8 text-xs', default: 'size-10 text-sm', lg: 'size-14 text-lg' } },
  defaultVariants: { size: 'default' },
});

export function Avatar({
  className,
  size,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props} />
  );
}

/** Give it an `alt`; it shows only once the image has loaded, the fallback until then or on error. */
export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full select-none items-center justify-center rounded-full bg-muted font-medium text-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** Up to two initials from a name or an email ('Ada Lovelace' → 'AL', 'ada@tessera.app' → 'A'). */
export function initialsOf(name: string): string {
  const words = name
    .split('@')[0]
    .split(/[\s._-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
