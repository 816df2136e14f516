import { currentLanguage } from '@/shared/i18n/registry';
import { ApiRequestError } from './api-client';

/**
 * Sends one file as multipart form data in the field `file` (the API's only non-JSON body) and answers the
 * JSON reply; throws ApiRequestError, like `apiRequest`, on any non-2xx answer.
 */
export async function uploadFile<T>(path: string, file: File, method = 'PUT'): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(path, {
    method,
    body,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': currentLanguage() },
  });
  const data = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string; field?: string } }) | null;
  if (!response.ok || data === null) {
    throw new ApiRequestError(
      response.status,
      data?.error?.code ?? 'http_error',
      data?.error?.message ?? response.statusText,
      undefined,
      data?.error?.field,
    );
  }
  return data;
}
