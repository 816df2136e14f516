import { toast } from '@/client/lib/toast';
import { apiErrorMessage } from '@/client/lib/api-error-message';

/** A failed save keeps the step and its input; the toast says so, with the server's reason when it gave one. */
export function toastSaveFailed(title: string, error: unknown) {
  const reason = apiErrorMessage(error, '');
  toast.error(title, reason ? { description: reason } : undefined);
}
