import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';

/** Checks the JSON body (already read and screened by the request guard) against a schema; 400 otherwise. */
export function parseJsonBody<T extends z.ZodMiniType>(c: Context<AppEnv>, schema: T): z.infer<T> {
  const result = schema.safeParse(c.var.body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.');
    throw new ApiError(400, 'invalid_input', issue.message, {}, field || undefined);
  }
  return result.data;
}
