import { ApiRequestError } from './api-client';
import { apiErrorMessage } from './api-error-message';

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

/**
 * A turned-down request shown on the form: beside the field the server named when the form has it, else under the
 * fields ('root'). Answers the message, for a caller that also toasts it.
 */
export function showRequestFailure<Field extends string>(
  error: unknown,
  setError: (field: Field | 'root', message: string) => void,
  fields: readonly Field[],
  fallback: string,
): string {
  const message = apiErrorMessage(error, fallback);
  const named = error instanceof ApiRequestError ? fields.find((name) => name === error.field) : undefined;
  setError(named ?? 'root', message);
  return message;
}
