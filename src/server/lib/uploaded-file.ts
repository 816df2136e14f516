import type { Context } from 'hono';
import { avatarMessages } from '../../shared/i18n/messages/avatar';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';

/** The one file of a multipart body, sent in the field `file`; anything else is the caller's mistake (400). */
export async function uploadedFile(c: Context<AppEnv>): Promise<File> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'invalid_upload', avatarMessages.unreadableUpload);
  }
  const entries = [...form.entries()];
  const value = entries.length === 1 && entries[0]![0] === 'file' ? entries[0]![1] : undefined;
  if (!(value instanceof File)) throw new ApiError(400, 'invalid_upload', avatarMessages.oneFileField);
  return value;
}
