import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';

/** Reads a JSON body and checks it against a schema; anything else is the caller's 400. */
export async function parseJsonBody<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  // PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 rather than a database error.
  if (JSON.stringify(body).includes('\\u0000')) {
    throw new ApiError(400, 'invalid_input', 'Text may not contain NUL characters.');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.');
    throw new ApiError(400, 'invalid_input', field ? `${field}: ${issue.message}` : issue.message);
  }
  return result.data;
}
