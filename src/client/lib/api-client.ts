import { currentLanguage } from '@/shared/i18n/registry';

/** An API answer that was not 2xx, with the server's `{ error: { code, message } }` when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** The request field the server named, for a form to show the message beside it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A JSON body (sent as JSON) or a FormData one (sent as multipart form data: files). */
type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** The one place the client calls `fetch`: same-origin, with cookies, in the language the user reads. */
async function send(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const form = body instanceof FormData;
  const response = await fetch(path, {
    method,
    signal,
    credentials: 'same-origin',
    // The server answers its messages in the language the user reads (docs/decisions/020).
    headers: {
      accept: 'application/json',
      'accept-language': currentLanguage(),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** The error envelope of a non-2xx answer; no message when the server sent none (the caller has its own). */
async function errorOf(response: Response): Promise<ApiRequestError> {
  const data: unknown = await response.json().catch(() => null);
  const error = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiRequestError(
    response.status,
    error?.code ?? 'http_error',
    error?.message ?? '',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    error?.field,
  );
}

/** A JSON request (or a FormData upload) answered with JSON; throws ApiRequestError on any non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

/** A file answer: its bytes and the name the server gave it (Content-Disposition), if any. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(path, options);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName };
}

/** A multipart body holding one file in the field `file`, the API's upload shape. */
export function fileForm(file: Blob, fileName?: string): FormData {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return form;
}
