import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';

/** Checks the query string against a schema (an empty parameter counts as absent); a 400 naming the field otherwise. */
export function parseQuery<T extends z.ZodMiniType>(
  c: Context<AppEnv>,
  schema: T,
  message = 'Invalid query parameter',
): z.infer<T> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const field = String(result.error.issues[0]?.path[0] ?? '');
  throw new ApiError(400, 'invalid_input', message, {}, field || undefined);
}
