import { ApiRequestError } from './api-client';

/**
 * The form recipe's last step (docs/decisions/011): a 400 that names one of the form's fields is shown beside
 * that field; answers true when it did, so the caller shows anything else as a toast.
 */
export function showFieldError<Field extends string>(
  error: unknown,
  setError: (field: Field, message: string) => void,
  fields: readonly Field[],
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.field) return false;
  const field = fields.find((name) => name === error.field);
  if (!field) return false;
  setError(field, error.message);
  return true;
}
