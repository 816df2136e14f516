import type { StorageBucket } from './buckets';

export type StoredObject = {
  contentType: string;
  size: number;
  data: Buffer;
  /** A strong validator for the bytes, quoted as an ETag header wants it. */
  etag: string;
};

/** Where uploaded files live: the database today, an S3 bucket could stand in behind the same three calls. */
export type ObjectStore = {
  put: (bucket: StorageBucket, name: string, contentType: string, bytes: Uint8Array) => Promise<void>;
  get: (bucket: StorageBucket, name: string) => Promise<StoredObject | undefined>;
  delete: (bucket: StorageBucket, name: string) => Promise<void>;
};
