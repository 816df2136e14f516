import { Button } from '@/client/components/ui/button';
import { commonMessages } from '@/shared/i18n/messages/common';

/** Data that failed to load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {commonMessages.errors.tryAgain}
      </Button>
    </div>
  );
}
