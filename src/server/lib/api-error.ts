import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose status, code and message are meant for the API caller. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request field the error is about, for a form to show it beside that field. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, field?: string) => ({
  error: field ? { code, message, field } : { code, message },
});
