import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstInteraction } from '@/client/lib/first-interaction';
import { onFirstToast } from '@/client/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/**
 * Toasts follow an action, so their code (and their live region, there before the first toast is announced)
 * loads at the reader's first interaction, or with a toast shown before one (one kept from the last page).
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    const stopWaiting = onFirstInteraction(show);
    const stopListening = onFirstToast(show);
    return () => {
      stopWaiting();
      stopListening();
    };
  }, []);
  return ready ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
