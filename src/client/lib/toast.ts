import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'warning' | 'info';

const show = (kind: Kind) => (message: string, data?: ExternalToast) => {
  // sonner loads with the deferred Toaster; screens that toast need not carry it in their first load.
  void import('sonner').then(({ toast }) => toast[kind](message, data));
};

/** Four toast types; the Toaster (bottom-right, 3000 ms) is mounted once in the root layout. (docs/product.md#constants) */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
