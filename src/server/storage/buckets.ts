import { createHash } from 'node:crypto';

/** The public storage buckets; files in them are served from `/storage/<bucket>/<name>`. */
export const storageBuckets = ['workspace-avatars', 'user-avatars'] as const;
export type StorageBucket = (typeof storageBuckets)[number];

/** Every bucket: the public ones and `datasets`, whose files only their workspace's members download. */
export const buckets = [...storageBuckets, 'datasets'] as const;
export type Bucket = (typeof buckets)[number];

export const isStorageBucket = (value: string): value is StorageBucket =>
  (storageBuckets as readonly string[]).includes(value);

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Names are made by the server, `<uuid>.webp`: unguessable, so a link is the only way to an object. */
const objectNamePattern = new RegExp(`^${uuid}\\.webp$`);

export const isObjectName = (value: string) => objectNamePattern.test(value);

/** Any name a store accepts: a UUID and one of our extensions, so a name can never leave its bucket's folder. */
const storedNamePattern = new RegExp(`^${uuid}\\.(webp|gz)$`);

/** An object's type follows from its name's extension, which the server chose: `.webp` is always an image. */
export const contentTypeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'application/gzip');

/** A name a store accepts (`assertStoredName` without the throw): what else lies in a bucket's folder is not ours. */
export const isStoredName = (name: string) => storedNamePattern.test(name);

/**
 * Refuses a bucket or name the server did not make (the stores' guard against path traversal), and a type
 * its name does not have.
 */
export function assertStoredName(bucket: string, name: string, contentType?: string): void {
  if (!(buckets as readonly string[]).includes(bucket) || !storedNamePattern.test(name)) {
    throw new Error(`not a stored object name: ${bucket}/${name}`);
  }
  if (contentType !== undefined && contentType !== contentTypeOf(name)) {
    throw new Error(`${name} cannot hold ${contentType}`);
  }
}

/**
 * A dataset's file, gzip-compressed: named after the dataset (`<id>.gz`), or, for a stream's later versions, the
 * row's `object_name` (each version under a new name, docs/decisions/065).
 */
export const datasetObjectName = (datasetId: string, objectName?: string | null) =>
  objectName ?? `${datasetId}.gz`;

/** The ETag of an object: names are never reused with other bytes, so the name identifies the bytes. */
export const objectEtag = (bucket: Bucket, name: string) =>
  `"${createHash('sha256').update(`${bucket}/${name}`).digest('base64url')}"`;

/** The public URL path of an object. */
export const storagePath = (bucket: StorageBucket, name: string) => `/storage/${bucket}/${name}`;

/** The object a URL path of ours names in this bucket, or undefined for any other path. */
export function objectNameIn(bucket: StorageBucket, path: string | null | undefined): string | undefined {
  const prefix = `/storage/${bucket}/`;
  if (!path?.startsWith(prefix)) return undefined;
  const name = path.slice(prefix.length);
  return isObjectName(name) ? name : undefined;
}
