import type { Readable } from 'node:stream';
import type { Bucket } from './buckets';

/** An object whole: for small ones only (avatars), which are read into memory to be served or checked. */
export type StoredObject = {
  contentType: string;
  size: number;
  data: Buffer;
  /** A strong validator, quoted as an ETag header wants it: a name's bytes never change, so it derives from the name. */
  etag: string;
};

/** An object to stream: large ones (datasets) are never held in memory whole. */
export type OpenedObject = Omit<StoredObject, 'data'> & { stream: () => Readable };

/** What a put takes: bytes in memory, or a stream of them (a node Readable is one). */
export type ObjectBody = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Where uploaded files live (docs/decisions/029-file-storage.md): files under `DATA_DIR/storage` on the embedded
 * database, chunk rows on PostgreSQL. Names are made by the server and never reused with other bytes.
 */
export type ObjectStore = {
  put: (bucket: Bucket, name: string, contentType: string, body: ObjectBody) => Promise<void>;
  /**
   * A new object of the bytes of `from` (an object of the same bucket), then `tail`: copied where the store keeps
   * them (the file copied by the operating system, the chunks by the database), so only the tail goes through this
   * process. Throws `ObjectGone` when `from` is not there (deleted meanwhile).
   */
  putAppended: (
    bucket: Bucket,
    name: string,
    contentType: string,
    from: string,
    tail: Uint8Array,
  ) => Promise<void>;
  get: (bucket: Bucket, name: string) => Promise<StoredObject | undefined>;
  open: (bucket: Bucket, name: string) => Promise<OpenedObject | undefined>;
  delete: (bucket: Bucket, name: string) => Promise<void>;
  /** The names a bucket holds (for the one-time move and for checks). */
  list: (bucket: Bucket) => Promise<string[]>;
  /**
   * The names of a bucket's objects whose write finished at least `ageMs` ago (the housekeeping's leftover sweep,
   * docs/decisions/065). An object still being written is never among them: it is not in the bucket yet.
   */
  storedBefore: (bucket: Bucket, ageMs: number) => Promise<string[]>;
};

/** The object a write was to start from is not there. */
export class ObjectGone extends Error {
  constructor(bucket: Bucket, name: string) {
    super(`${bucket}/${name} is gone`);
    this.name = 'ObjectGone';
  }
}

/** An object to delete once the rows pointing at it are gone (their transaction committed). */
export type ObjectRef = { bucket: Bucket; name: string };

export const deleteObjects = (store: ObjectStore, objects: ObjectRef[]) =>
  Promise.all(objects.map(({ bucket, name }) => store.delete(bucket, name)));
