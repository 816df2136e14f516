import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';

/** The one file of a multipart body, spooled to disk, with the text fields the route asked for. */
export type StreamedUpload = {
  path: string;
  size: number;
  filename: string;
  mimeType: string;
  fields: Record<string, string>;
};

export type UploadRules = {
  /** Where the file is spooled (storage/spool.ts `spoolDirOf`). */
  dir: string;
  /** The largest file accepted; one byte more is answered with `tooLarge`. */
  maxBytes: number;
  /** Text fields that must each be sent once beside the part `file`. */
  fields?: readonly string[];
  /** Text fields that may be sent, at most once each. */
  optionalFields?: readonly string[];
  /** The longest text field accepted, in bytes (4 KB when not given); a longer one is `invalid`. */
  maxFieldBytes?: number;
  /** A body that is not exactly those parts (400). */
  invalid: () => ApiError;
  /** A body that is not multipart at all, malformed or cut short (400); `invalid` when not given. */
  unreadable?: () => ApiError;
  tooLarge: () => ApiError;
};

/**
 * Streams a multipart body through busboy straight into a spool file, never holding the file in memory
 * (docs/decisions/029-file-storage.md), runs `withUpload` on it and removes the file whatever happens. Exactly one
 * part `file` plus the named fields; anything else, a malformed body or a client that hangs up is `unreadable`.
 */
export async function withStreamedUpload<T>(
  c: Context<AppEnv>,
  rules: UploadRules,
  withUpload: (upload: StreamedUpload) => Promise<T>,
): Promise<T> {
  const fieldNames = rules.fields ?? [];
  const allowed = [...fieldNames, ...(rules.optionalFields ?? [])];
  const unreadable = rules.unreadable ?? rules.invalid;
  const body = c.req.raw.body;
  if (!body) throw unreadable();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      limits: {
        files: 1,
        fields: allowed.length,
        // busboy emits 'partsLimit' on reaching the limit (files and fields on passing it): one over what we take.
        parts: allowed.length + 2,
        fileSize: rules.maxBytes + 1,
        fieldSize: rules.maxFieldBytes ?? 4096,
      },
    });
  } catch {
    throw unreadable();
  }
  await mkdir(rules.dir, { recursive: true });
  const path = join(rules.dir, randomUUID());
  let failure: ApiError | undefined;
  const fail = (error: ApiError) => (failure ??= error);
  const fields: Record<string, string> = {};
  let written: Promise<{ size: number; filename: string; mimeType: string }> | undefined;
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || written) {
      fail(rules.invalid());
      stream.resume();
      return;
    }
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    stream.on('limit', () => fail(rules.tooLarge()));
    const saving = pipeline(stream, createWriteStream(path)).then(() => ({
      size,
      filename: info.filename ?? '',
      mimeType: info.mimeType,
    }));
    saving.catch(() => undefined);
    written = saving;
  });
  parser.on('field', (name, value, info) => {
    if (!allowed.includes(name) || name in fields || info.valueTruncated) fail(rules.invalid());
    else fields[name] = value;
  });
  for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
    parser.on(event, () => fail(rules.invalid()));
  try {
    try {
      await pipeline(Readable.fromWeb(body as NodeReadableStream), parser);
    } catch (error) {
      // Past the body limit (a chunked body is counted as it streams: lib/body-size-limit.ts) that limit's 413;
      // malformed, cut short or aborted by the client: the caller's mistake, never a 5xx.
      fail(error instanceof ApiError && error.status === 413 ? error : unreadable());
    }
    const file = await written?.catch(() => undefined);
    if (failure) throw failure;
    if (!file || fieldNames.some((name) => !(name in fields))) throw rules.invalid();
    return await withUpload({ path, fields, ...file });
  } finally {
    await written?.catch(() => undefined);
    await rm(path, { force: true });
  }
}
