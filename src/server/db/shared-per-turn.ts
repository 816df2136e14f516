/**
 * Wraps an async check so that every caller arriving in the same turn of the event loop, or while a run is
 * under way, shares one run. The run starts after the current turn (setImmediate), so callers whose requests
 * were read in the same turn join it even when the check itself finishes synchronously (as an embedded
 * PGlite query does, on the main thread).
 */
export function sharedPerTurn<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(run).finally(() => {
      pending = undefined;
    }));
}
