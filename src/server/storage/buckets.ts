/** The storage buckets that exist; files in them are served publicly from `/storage/<bucket>/<name>`. */
export const storageBuckets = ['workspace-avatars', 'user-avatars'] as const;
export type StorageBucket = (typeof storageBuckets)[number];

export const isStorageBucket = (value: string): value is StorageBucket =>
  (storageBuckets as readonly string[]).includes(value);

/** Names are made by the server, `<uuid>.webp`: unguessable, so a link is the only way to an object. */
const objectNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const isObjectName = (value: string) => objectNamePattern.test(value);

/** The public URL path of an object. */
export const storagePath = (bucket: StorageBucket, name: string) => `/storage/${bucket}/${name}`;

/** The object a URL path of ours names in this bucket, or undefined for any other path. */
export function objectNameIn(bucket: StorageBucket, path: string | null | undefined): string | undefined {
  const prefix = `/storage/${bucket}/`;
  if (!path?.startsWith(prefix)) return undefined;
  const name = path.slice(prefix.length);
  return isObjectName(name) ? name : undefined;
}
