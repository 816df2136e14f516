import { paths } from '../../shared/paths';
import type { Db } from '../db/client';
import { feedback } from '../db/schema/index';
import type { DbOrTx } from '../mail/outbox';
import { queueReaderMail } from '../mail/reader-mail';
import { feedbackReceivedMail } from '../mail/templates/feedback-received';
import { wantsFeedbackEmails } from './profile-settings';

/** Where a signed-in sender's acknowledgement goes, and the origin its links are built from. */
export type FeedbackAcknowledgement = { email: string; name: string; appUrl: string };

/**
 * Stores feedback and, for a signed-in sender whose 'Receive feedback emails' is on, queues its acknowledgement
 * in the same transaction. `acknowledged` says whether a mail was queued, so the caller can wake the worker.
 */
export async function saveFeedback(
  db: Db,
  input: { message: string; page?: string; userId?: string },
  acknowledgement?: FeedbackAcknowledgement,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ message: input.message, page: input.page, userId: input.userId })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    const acknowledged =
      input.userId !== undefined &&
      acknowledgement !== undefined &&
      (await wantsFeedbackEmails(tx, input.userId));
    if (acknowledged) await queueAcknowledgement(tx, input.message, acknowledgement);
    return { ...row!, acknowledged };
  });
}

async function queueAcknowledgement(
  tx: DbOrTx,
  message: string,
  { email, name, appUrl }: FeedbackAcknowledgement,
) {
  await queueReaderMail(tx, email, 'feedback-received', () =>
    feedbackReceivedMail({
      name,
      message,
      appUrl: `${appUrl}${paths.app.root}`,
      settingsUrl: `${appUrl}${paths.settings.profile}`,
    }),
  );
}
