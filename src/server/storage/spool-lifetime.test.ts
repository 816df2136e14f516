import { expect, it } from 'vitest';
import { insightsQueue } from '../services/datasets/insights-queue';
import { trainQueue } from '../services/models/training-queue';
import { pullQueue } from '../services/streams/pull/pull-queue';
import { spoolLeftoverAfterMs } from './spool';

// Jobs spool a dataset's file and then wait for the reader's thread: the sweep must never take a file whose job
// still waits. Each queue stops its jobs (their wait for the reader included) long before a file counts as a leftover.
it('stops every job that spools a file long before the sweep would take its file', () => {
  for (const queue of [trainQueue, insightsQueue, pullQueue]) {
    expect(queue.runLimitMs, queue.name).toBeLessThanOrEqual(spoolLeftoverAfterMs / 4);
  }
});
