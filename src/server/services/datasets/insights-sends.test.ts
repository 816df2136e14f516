// A busy stream's versions each queued an insights job that only found its version replaced (docs/decisions/073):
// a dataset's jobs are now sent at most once per job delay, the latest version's, nothing lost.
import { afterEach, expect, it, vi } from 'vitest';
import type { InsightsJob } from './insights-refresh';
import { insightsSendsPerDataset } from './insights-sends';

afterEach(() => {
  vi.useRealTimers();
});

function recorded() {
  const sent: InsightsJob[] = [];
  const sends = insightsSendsPerDataset(async (job) => {
    sent.push(job);
  }, 2000);
  return { sent, sends };
}

it('sends a dataset’s first job at once and only the latest of those queued in the time after it', async () => {
  vi.useFakeTimers();
  const { sent, sends } = recorded();
  await sends.queue({ datasetId: 'a', token: 'a1' });
  expect(sent).toEqual([{ datasetId: 'a', token: 'a1' }]);
  await sends.queue({ datasetId: 'a', token: 'a2' });
  await sends.queue({ datasetId: 'a', token: 'a3' });
  // Another dataset is not held by this one's time.
  await sends.queue({ datasetId: 'b', token: 'b1' });
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1']);
  await vi.advanceTimersByTimeAsync(2000);
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a3']);
  // That send opened the next time: one more version is held for its end, then sent.
  await sends.queue({ datasetId: 'a', token: 'a4' });
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a3']);
  await vi.advanceTimersByTimeAsync(2000);
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a3', 'a4']);
  // A quiet time closes it: the next version is sent at once again.
  await vi.advanceTimersByTimeAsync(2000);
  await sends.queue({ datasetId: 'a', token: 'a5' });
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a3', 'a4', 'a5']);
});

it('sends what is held at once when flushed (a graceful stop), and nothing twice', async () => {
  vi.useFakeTimers();
  const { sent, sends } = recorded();
  await sends.queue({ datasetId: 'a', token: 'a1' });
  await sends.queue({ datasetId: 'a', token: 'a2' });
  await sends.queue({ datasetId: 'b', token: 'b1' });
  await sends.flush();
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a2']);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a2']);
  await sends.queue({ datasetId: 'a', token: 'a3' });
  expect(sent.map((job) => job.token)).toEqual(['a1', 'b1', 'a2', 'a3']);
});
