/**
 * Runs `callback` once the browser is idle (within two seconds at the latest), for work a page does not need
 * before it shows; returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, 1);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}
