import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster'));

/** Toasts only follow an action, so their code loads once the page is idle, not before the first paint. */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setReady(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return ready ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
