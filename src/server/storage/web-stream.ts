import { Readable } from 'node:stream';

/** A node stream as the Web ReadableStream a Hono response body takes: the bytes flow, never held whole. */
export const webStream = (stream: Readable) =>
  Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array<ArrayBuffer>>;
