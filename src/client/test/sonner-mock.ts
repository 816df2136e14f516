import { vi } from 'vitest';

/** Stands in for sonner in tests (`vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'))`). */
export const toast = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
});
