import { AlertTriangle } from 'lucide-react';
import { CopyableValue, type CopyWords } from '@/client/components/copyable-value';

/** A secret shown this once (a webhook's, a confirmed token): the value with its Copy button, and the warning. */
export function ShownOnceValue({
  label,
  value,
  warning,
  copy,
}: {
  label: string;
  value: string;
  warning: string;
  copy: CopyWords;
}) {
  return (
    <div className="flex flex-col gap-2">
      <CopyableValue label={label} value={value} copy={copy} />
      <p className="flex gap-2 text-sm">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <span>{warning}</span>
      </p>
    </div>
  );
}
