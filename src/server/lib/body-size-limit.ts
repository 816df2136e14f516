import type { MiddlewareHandler } from 'hono';
import { apiMessages } from '../../shared/i18n/messages/api';
import { ApiError } from './api-error';

const bodiless = new Set(['GET', 'HEAD']);

/** A body that stopped before its end (the client hung up): the caller's doing, answered like any abort. */
const cutShort = () => new ApiError(400, 'aborted', apiMessages.aborted);

/**
 * A per-path maximum on request bodies. A body whose Content-Length says it is too large is refused at once;
 * one without (chunked) is counted as it streams to the route and fails with the refusal the moment it passes
 * the maximum: no body is ever held in memory here. A body cut short fails as an abort (400), never as our
 * fault. GET and HEAD pass straight through: they carry no body, and asking for one would make the Node adapter
 * build a full Request.
 */
export function bodySizeLimit(options: {
  defaultMaxBytes: number;
  maxBytesByPath: Record<string, number>;
  onError: () => never;
}): MiddlewareHandler {
  const refusal = () => {
    try {
      return options.onError();
    } catch (error) {
      return error;
    }
  };
  return (c, next) => {
    if (bodiless.has(c.req.method)) return next();
    const maxBytes = options.maxBytesByPath[c.req.path] ?? options.defaultMaxBytes;
    // Decided from the header alone, before the body is touched: reading `body` would make the Node adapter build
    // a full Request with a web stream, where the route's text() or json() reads the socket directly.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxBytes ? options.onError() : next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    let size = 0;
    const reader = body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch {
          controller.error(cutShort());
          return;
        }
        if (read.done) return controller.close();
        size += read.value.byteLength;
        if (size <= maxBytes) return controller.enqueue(read.value);
        controller.error(refusal());
        await reader.cancel().catch(() => {});
      },
      cancel: (reason) => reader.cancel(reason),
    });
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}
