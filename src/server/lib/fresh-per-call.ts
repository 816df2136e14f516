/**
 * Wraps an async read so that every caller gets a result read after it called (never one a run already under way
 * started before it), while callers share runs: one run at a time, and every caller arriving during it shares the
 * next. Under load that is one run per round trip for any number of callers, each waiting at most two.
 */
export function freshPerCall<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const started = run().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  const settled = () => {};
  return () => {
    if (!running) return start();
    queued ??= running.then(settled, settled).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
