import fastq from 'fastq';
import { randomUUID } from 'node:crypto';
import { avatarMessages } from '../../shared/i18n/messages/avatar';
import { workspaceMessages } from '../../shared/i18n/messages/workspace';
import { avatarMaxBytes, avatarStoredPixels } from '../../shared/workspace';
import { ApiError } from '../lib/api-error';
import { objectNameIn, storagePath, type StorageBucket } from './buckets';
import type { ObjectStore } from './object-store';

/**
 * The avatar pipeline shared by every bucket of pictures (workspace and personal avatars): an upload is
 * sniffed, decoded under a pixel cap and re-encoded, then stored under a fresh name while whatever points at
 * the old one is moved over (docs/product.md#security, "Uploads").
 */

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

/**
 * A small file can declare enormous dimensions (a decompression bomb): refuse before decoding. 16 MP is a
 * 4,900 px square, far more than a 512 px result needs, and a decode of it stays near 64 MB.
 */
export const avatarMaxInputPixels = 16_000_000;

/** Decodes run one at a time: four at once took the server from 227 to 468 MB. */
const decodes = fastq.promise((task: () => Promise<Buffer>) => task(), 1);

// 'Please upload an image file' is SPEC copy, kept with the workspace's messages where SPEC lists it.
const notAnImage = () => new ApiError(400, 'invalid_image', workspaceMessages.uploadImage);

/**
 * Turns an uploaded file into the avatar we store: sniffed, decoded with a pixel cap, fitted inside 512×512
 * without enlarging, first frame only, re-encoded as WebP with every piece of metadata dropped.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.length > avatarMaxBytes) {
    throw new ApiError(413, 'payload_too_large', avatarMessages.tooLarge(avatarMaxBytes / 1024 / 1024));
  }
  // Loaded on the first upload: the image libraries cost the idle server ~35 MB it rarely needs.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
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
  return decodes.push(() =>
    sharp(bytes, { limitInputPixels: avatarMaxInputPixels, pages: 1, autoOrient: true })
      .resize(avatarStoredPixels, avatarStoredPixels, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .timeout({ seconds: 10 })
      .toBuffer()
      .catch(() => Promise.reject(notAnImage())),
  );
}

/**
 * Points a record at a new avatar path (or none) and answers the path it had: the caller's owner check and
 * row lock live inside it, so concurrent changes each clean up their own object.
 */
export type RepointAvatar = (path: string | null) => Promise<string | null>;

/** Stores the new avatar under a fresh name, repoints its owner at it and deletes the object it replaces. */
export async function replaceAvatar(
  store: ObjectStore,
  bucket: StorageBucket,
  webp: Buffer,
  repoint: RepointAvatar,
) {
  const name = `${randomUUID()}.webp`;
  await store.put(bucket, name, 'image/webp', webp);
  const previous = await repoint(storagePath(bucket, name)).catch(async (error: unknown) => {
    await store.delete(bucket, name);
    throw error;
  });
  await deleteAvatarObject(store, bucket, previous);
}

/** Clears the owner's avatar and deletes its object. */
export async function removeAvatar(store: ObjectStore, bucket: StorageBucket, repoint: RepointAvatar) {
  await deleteAvatarObject(store, bucket, await repoint(null));
}

/** Deletes the object a path points at, if it is one of ours in this bucket (an image could be any URL). */
export async function deleteAvatarObject(store: ObjectStore, bucket: StorageBucket, path: string | null) {
  const name = objectNameIn(bucket, path);
  if (name) await store.delete(bucket, name);
}
