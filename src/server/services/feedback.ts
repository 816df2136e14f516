import type { Db } from '../db/client';
import { feedback } from '../db/schema/index';

export async function saveFeedback(db: Db, input: { message: string; userId?: string }) {
  const [row] = await db
    .insert(feedback)
    .values({ message: input.message, userId: input.userId })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  return row!;
}
