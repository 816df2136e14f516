import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { avatarMessages } from '../../../shared/i18n/en/avatar';
import { workspaceMessages } from '../../../shared/i18n/en/workspace';
import { avatarMaxBytes, avatarStoredPixels } from '../../../shared/workspace';
import type { Db } from '../../db/client';
import { members, workspaces } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { objectNameIn, storagePath, type StorageBucket } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';

const bucket: StorageBucket = 'workspace-avatars';

/** The formats we take, sniffed from the bytes (docs/product.md#security): never the name or declared type. */
const acceptedTypes = new Set([
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
]);
/** What sharp must then agree the bytes are (it reads AVIF as HEIF). */
const decodableFormats = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

/** A small file can declare enormous dimensions (a decompression bomb): refuse before decoding. */
export const avatarMaxInputPixels = 40_000_000;

const notAnImage = () => new ApiError(400, 'invalid_image', workspaceMessages.uploadImage);

/**
 * Turns an uploaded file into the avatar we store: sniffed, decoded with a pixel cap, fitted inside 512×512
 * without enlarging, first frame only, re-encoded as WebP with every piece of metadata dropped.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.length > avatarMaxBytes) {
    throw new ApiError(413, 'payload_too_large', avatarMessages.tooLarge(avatarMaxBytes / 1024 / 1024));
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !acceptedTypes.has(sniffed.mime)) {
    throw new ApiError(415, 'unsupported_media_type', workspaceMessages.uploadImage);
  }
  // Reads the header only, so the declared size can be checked whatever it is.
  const header = await sharp(bytes, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => Promise.reject(notAnImage()));
  if (!decodableFormats.has(header.format)) throw notAnImage();
  if (header.width * header.height > avatarMaxInputPixels) {
    throw new ApiError(
      413,
      'image_too_large',
      avatarMessages.tooManyPixels(avatarMaxInputPixels / 1_000_000),
    );
  }
  return sharp(bytes, { limitInputPixels: avatarMaxInputPixels, pages: 1, autoOrient: true })
    .resize(avatarStoredPixels, avatarStoredPixels, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .timeout({ seconds: 10 })
    .toBuffer()
    .catch(() => Promise.reject(notAnImage()));
}

/** Stores the new avatar under a fresh name, points the workspace at it and deletes the one it replaces. */
/** Who is changing the avatar: checked again when it is saved, since an upload can take a while to arrive. */
export type AvatarEditor = { userId: string; workspaceId: string };

export async function replaceWorkspaceAvatar(db: Db, store: ObjectStore, editor: AvatarEditor, webp: Buffer) {
  const name = `${randomUUID()}.webp`;
  await store.put(bucket, name, 'image/webp', webp);
  const previous = await setLogo(db, editor, storagePath(bucket, name)).catch(async (error: unknown) => {
    await store.delete(bucket, name);
    throw error;
  });
  await deleteAvatarObject(store, previous);
}

export async function removeWorkspaceAvatar(db: Db, store: ObjectStore, editor: AvatarEditor) {
  await deleteAvatarObject(store, await setLogo(db, editor, null));
}

/** Deletes a workspace's avatar object when the workspace itself goes. */
export async function deleteWorkspaceAvatarObject(store: ObjectStore, logo: string | null) {
  await deleteAvatarObject(store, logo);
}

/**
 * Sets the workspace's logo and answers the one it had, locked so concurrent uploads each clean up theirs. The
 * editor's role is read again under the same lock: someone removed or demoted while their upload was still
 * arriving is refused.
 */
async function setLogo(
  db: Db,
  { userId, workspaceId }: AvatarEditor,
  logo: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logo: workspaces.logo, role: members.role })
      .from(workspaces)
      .innerJoin(members, and(eq(members.organizationId, workspaces.id), eq(members.userId, userId)))
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!row || !can(row.role, 'workspace:update')) {
      throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
    }
    await tx.update(workspaces).set({ logo }).where(eq(workspaces.id, workspaceId));
    return row.logo;
  });
}

/** Deletes the object a logo points at, if it is one of ours (a logo could be any URL). */
async function deleteAvatarObject(store: ObjectStore, logo: string | null) {
  const name = objectNameIn(bucket, logo);
  if (name) await store.delete(bucket, name);
}
