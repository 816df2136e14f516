import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/lib/toast';

/** The words of a Copy button, from the caller's catalogue area. */
export type CopyWords = { copy: string; copied: string; copyFailed: string };

/** A labelled read-only value (a webhook URL, a secret, an API key) with a Copy button that says when it copied. */
export function CopyableValue({ label, value, copy }: { label: string; value: string; copy: CopyWords }) {
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const copyValue = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied(true))
      .catch(() => toast.error(copy.copyFailed));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          readOnly
          value={value}
          className="font-mono text-xs md:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          aria-label={`${copied ? copy.copied : copy.copy}: ${label}`}
          onClick={() => void copyValue()}
        >
          <Copy aria-hidden />
          {copied ? copy.copied : copy.copy}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? copy.copied : ''}
      </p>
    </div>
  );
}
