import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export const skeletonVariants = cva('animate-pulse bg-muted motion-reduce:animate-none', {
  variants: { shape: { block: 'rounded-md', circle: 'rounded-full' } },
  defaultVariants: { shape: 'block' },
});

/** A loading placeholder sized by the caller; hidden from assistive technology, so pair it with a status. */
export function Skeleton({
  className,
  shape,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return (
    <div data-slot="skeleton" aria-hidden className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}
