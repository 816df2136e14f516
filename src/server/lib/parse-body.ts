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
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.');
    throw new ApiError(400, 'invalid_input', field ? `${field}: ${issue.message}` : issue.message);
  }
  return result.data;
}
