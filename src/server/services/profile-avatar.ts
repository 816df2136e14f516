import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { removeAvatar, replaceAvatar, type RepointAvatar } from '../storage/avatar-image';
import { objectNameIn, type StorageBucket } from '../storage/buckets';
import type { ObjectStore } from '../storage/object-store';

/** Personal avatars: the workspace avatar's pipeline, in a bucket of their own, on better-auth's `users.image`. */
const bucket: StorageBucket = 'user-avatars';

/** The avatar to show: only one of ours, never an address a sign-in provider put in `users.image` (the CSP allows only ours). */
export const userAvatarUrl = (image: string | null) => (objectNameIn(bucket, image) ? image : null);

/** Sets the user's own image, locked so concurrent uploads each clean up the object they replace. */
const setImage =
  (db: Db, userId: string): RepointAvatar =>
  (image) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.update(users).set({ image }).where(eq(users.id, userId));
      return row?.image ?? null;
    });

export const replaceUserAvatar = (db: Db, store: ObjectStore, userId: string, webp: Buffer) =>
  replaceAvatar(store, bucket, webp, setImage(db, userId));

export const removeUserAvatar = (db: Db, store: ObjectStore, userId: string) =>
  removeAvatar(store, bucket, setImage(db, userId));
