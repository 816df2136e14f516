import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index';
import { describeOnEachDatabase } from '../test/test-app';
import { enqueueMail } from './outbox';
import { pruneOldMail } from './retention';

describeOnEachDatabase('outbox retention', (context) => {
  beforeEach(async () => {
    await context().database.db.delete(mailOutbox);
  });

  /** A row in the given state, created and sent `daysAgo` days ago. */
  const mailFrom = async (
    label: string,
    status: 'pending' | 'sending' | 'sent' | 'failed',
    daysAgo: number,
  ) => {
    const { db } = context().database;
    const id = await enqueueMail(db, {
      to: `${label}@example.test`,
      kind: 'test',
      subject: label,
      html: '',
      text: '',
    });
    const then = sql`now() - make_interval(days => ${daysAgo})`;
    await db
      .update(mailOutbox)
      .set({ status, createdAt: then, sentAt: status === 'sent' ? then : null })
      .where(eq(mailOutbox.id, id));
    return label;
  };

  it('deletes sent mail after 30 days and failed mail after 90, and keeps everything still to send', async () => {
    const kept = [
      await mailFrom('sent-yesterday', 'sent', 1),
      await mailFrom('sent-29-days-ago', 'sent', 29),
      await mailFrom('failed-60-days-ago', 'failed', 60),
      await mailFrom('pending-for-ever', 'pending', 400),
      await mailFrom('sending-for-ever', 'sending', 400),
    ];
    await mailFrom('sent-31-days-ago', 'sent', 31);
    await mailFrom('failed-91-days-ago', 'failed', 91);

    expect(await pruneOldMail(context().database.db)).toBe(2);
    const left = await context().database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(left.map((row) => row.subject).sort()).toEqual(kept.sort());
    expect(await pruneOldMail(context().database.db)).toBe(0);
  });
});
