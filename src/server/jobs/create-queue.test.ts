import type PgBoss from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import { createQueue, type QueueSpec } from './job-queue';

const spec: QueueSpec = {
  name: 'train-model',
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  runLimitMs: 30_000,
};
const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

/** pg-boss as far as making a queue goes: each creation answers the next of `outcomes`. */
function bossAnswering(...outcomes: (Error | undefined)[]) {
  const made = { queue: false };
  const boss = {
    createQueue: vi.fn(async () => {
      const outcome = outcomes.shift();
      if (outcome) throw outcome;
      made.queue = true;
    }),
    getQueue: vi.fn(async () => (made.queue ? { name: spec.name } : null)),
  };
  return { boss, asBoss: boss as unknown as PgBoss };
}

describe('createQueue', () => {
  it('tries again when PostgreSQL cancelled the creation as a deadlock (queues made together at start-up)', async () => {
    const { boss, asBoss } = bossAnswering(deadlock, deadlock);
    await createQueue(asBoss, spec);
    expect(boss.createQueue).toHaveBeenCalledTimes(3);
    expect(await boss.getQueue()).toEqual({ name: spec.name });
  });

  it('takes a queue another instance made meanwhile, and fails when there is none', async () => {
    const taken = bossAnswering(new Error('duplicate key'));
    taken.boss.getQueue.mockResolvedValueOnce({ name: spec.name });
    await expect(createQueue(taken.asBoss, spec)).resolves.toBeUndefined();
    const failing = bossAnswering(deadlock, deadlock, deadlock);
    await expect(createQueue(failing.asBoss, spec)).rejects.toBe(deadlock);
    expect(failing.boss.createQueue).toHaveBeenCalledTimes(3);
  });
});
