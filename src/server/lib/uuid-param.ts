import type { Context } from 'hono';
import type { ApiError } from './api-error';

/** A uuid in any letter case: the only shape an id in a path or a query can have. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `:id` of the path, lower-cased. Anything that is not a uuid names nothing: `notFound()` is thrown, the same
 * 404 as another workspace's object, so a malformed id tells a caller no more than a foreign one.
 */
export function idParam(c: Context, notFound: () => ApiError): string {
  const id = c.req.param('id') ?? '';
  if (!uuidPattern.test(id)) throw notFound();
  return id.toLowerCase();
}
