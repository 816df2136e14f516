import type { ExternalToast } from 'sonner';

const kinds = ['success', 'error', 'warning', 'info'] as const;
type Kind = (typeof kinds)[number];
type Shown = { kind: Kind; message: string; at: number };

/** How long a toast stays on screen (docs/product.md#constants); the Toaster uses the same. */
export const toastDurationMs = 3000;

const keptKey = 'tessera.toasts';
/** A kept toast older than this belongs to a page load that never happened (stopped, or failed). */
const keptForMs = 10_000;
let recent: Shown[] = [];

let toastShown = false;
const firstToastListeners = new Set<() => void>();

/** Calls `listener` when the first toast of the page is shown (at once if one was); returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (toastShown) listener();
  else firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

const display = (kind: Kind, message: string, data?: ExternalToast) => {
  if (!toastShown) {
    toastShown = true;
    firstToastListeners.forEach((listener) => listener());
    firstToastListeners.clear();
  }
  // sonner loads with the deferred Toaster; screens that toast need not carry it in their first load.
  void import('sonner').then(({ toast }) => toast[kind](message, data));
};

const show = (kind: Kind) => (message: string, data?: ExternalToast) => {
  recent = [
    ...recent.filter(({ at }) => Date.now() - at < toastDurationMs),
    { kind, message, at: Date.now() },
  ];
  display(kind, message, data);
};

/** Four toast types; the Toaster (bottom-right, 3000 ms) is mounted once in the root layout. (docs/product.md#constants) */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};

/**
 * Before a whole page load (public pages navigate that way, docs/decisions/026): the toasts still on screen,
 * such as 'Logged in successfully' right before the app opens, are shown again on the next page.
 */
export function keepToastsForNextPage() {
  const showing = recent.filter(({ at }) => Date.now() - at < toastDurationMs);
  if (showing.length > 0) sessionStorage.setItem(keptKey, JSON.stringify(showing));
}

/** Shows the toasts the previous page kept, once. */
export function showKeptToasts() {
  const kept = sessionStorage.getItem(keptKey);
  if (!kept) return;
  sessionStorage.removeItem(keptKey);
  let shown: unknown;
  try {
    shown = JSON.parse(kept);
  } catch {
    return;
  }
  if (!Array.isArray(shown)) return;
  for (const entry of shown as unknown[]) {
    const { kind, message, at } = (typeof entry === 'object' && entry ? entry : {}) as Partial<Shown>;
    const fresh = typeof at === 'number' && Date.now() - at < keptForMs;
    if (fresh && kind && kinds.includes(kind) && typeof message === 'string') display(kind, message);
  }
}
