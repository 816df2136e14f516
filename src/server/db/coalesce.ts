/** Wraps an async check so that callers arriving while one runs share its result instead of starting another. */
export function coalesce<T>(run: () => Promise<T>): () => Promise<T> {
  let inflight: Promise<T> | undefined;
  return () =>
    (inflight ??= run().finally(() => {
      inflight = undefined;
    }));
}
