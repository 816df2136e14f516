export type Wait = (ms: number) => Promise<void>;

export const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

type RetryOptions = {
  /** The wait before each retry; its length is the number of retries after the first attempt. */
  delaysMs: readonly number[];
  /** Whether a failure is worth another attempt; others are thrown at once. */
  shouldRetry: (error: unknown) => boolean;
  wait?: Wait;
};

/** Runs `attempt`, retrying the failures `shouldRetry` accepts after each delay in turn; throws the last failure. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { delaysMs, shouldRetry, wait = sleep }: RetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= delaysMs.length || !shouldRetry(error)) throw error;
      await wait(delaysMs[retry]!);
    }
  }
}
