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

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** Same-origin JSON requests with cookies; throws ApiRequestError on any non-2xx answer. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    signal,
    credentials: 'same-origin',
    // The server answers its messages in the language the user reads (docs/decisions/020).
    headers:
      body === undefined
        ? { accept: 'application/json', 'accept-language': currentLanguage() }
        : {
            accept: 'application/json',
            'accept-language': currentLanguage(),
            'content-type': 'application/json',
          },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      error?.field,
    );
  }
  return data as T;
}
