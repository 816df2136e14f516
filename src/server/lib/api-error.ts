import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error whose status, code and message are meant for the API caller. It is an answer, never a fault we log
 * with its trace, so it is made without capturing a stack: refusals (401, 403, 404, 429) are a hot path under
 * load and under attack.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** The request field the error is about, for a form to show it beside that field. */
  readonly field?: string;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    field?: string,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.field = field;
  }
}

export const errorBody = (code: string, message: string, field?: string) => ({
  error: field ? { code, message, field } : { code, message },
});
