import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/client/lib/when-idle';

const Toaster = lazy(() => import('./toaster'));

/** Toasts only follow an action, so their code loads once the page is idle, not before the first paint. */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
