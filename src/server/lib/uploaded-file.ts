import type { Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { avatarMessages } from '../../shared/i18n/messages/avatar';
import { avatarMaxBytes } from '../../shared/workspace';
import type { AppEnv } from '../app-env';
import { spoolDirOf } from '../storage/spool';
import { ApiError } from './api-error';
import { withStreamedUpload } from './streamed-upload';

/**
 * The one image of a multipart body, sent in the field `file`; anything else is the caller's mistake (400), more
 * than the avatar cap a 413. Streamed to a spool file and read back only once it is known to fit the cap.
 */
export function withUploadedImage<T>(
  c: Context<AppEnv>,
  toResult: (bytes: Uint8Array) => Promise<T>,
): Promise<T> {
  const rules = {
    dir: spoolDirOf(c.var.deps.env.DATA_DIR),
    maxBytes: avatarMaxBytes,
    invalid: () => new ApiError(400, 'invalid_upload', avatarMessages.oneFileField),
    unreadable: () => new ApiError(400, 'invalid_upload', avatarMessages.unreadableUpload),
    tooLarge: () =>
      new ApiError(413, 'payload_too_large', avatarMessages.tooLarge(avatarMaxBytes / 1024 / 1024)),
  };
  return withStreamedUpload(c, rules, async ({ path }) => toResult(new Uint8Array(await readFile(path))));
}
