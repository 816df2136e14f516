import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components give their own classes first and a caller's `className` last; callers add
 * layout, never restyle a variant (tailwind-merge would cost 8 KB of the first page's budget).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
