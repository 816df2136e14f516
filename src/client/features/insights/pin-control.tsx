import { Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { usePinInsight } from '@/client/api/insights/pin-insight';
import { useUnpinInsight } from '@/client/api/insights/unpin-insight';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import type { Insight } from '@/shared/data/insights/types';
import type { PinnedInsight } from '@/shared/insights';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { insightSentence } from './insight-sentence';

/**
 * Pin an insight of a saved dataset to Home, or, once pinned, say so and offer Unpin to those who may. A refusal
 * (the server's numbers differ: 409 `insight-changed`; too many pins) is shown beside the button and in a toast;
 * the card stays as it was.
 */
export function PinControl({
  datasetId,
  insight,
  pin,
  canPin,
}: {
  datasetId: string;
  insight: Insight;
  /** The pin of this insight, when pinned. */
  pin?: PinnedInsight;
  canPin: boolean;
}) {
  const copy = insightsMessages.pin;
  const pinning = usePinInsight();
  const unpinning = useUnpinInsight();
  const [error, setError] = useState<string | null>(null);
  const sentence = insightSentence(insight);

  const onPin = () => {
    setError(null);
    pinning.mutate(
      { datasetId, insight },
      {
        onSuccess: () => toast.success(copy.pinnedToast),
        onError: (failure) => {
          const message = apiErrorMessage(failure, copy.pinFailed);
          setError(message);
          toast.error(message);
        },
      },
    );
  };
  const onUnpin = (pinId: string) => {
    setError(null);
    unpinning.mutate(pinId, {
      onSuccess: () => toast.success(copy.unpinnedToast),
      onError: (failure) => {
        const message = apiErrorMessage(failure, copy.unpinFailed);
        setError(message);
        toast.error(message);
      },
    });
  };

  let control = null;
  if (pin) {
    control = (
      <span className="flex items-center gap-2">
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <Pin aria-hidden className="size-3.5" />
          {copy.pinned}
        </span>
        {pin.canUnpin && (
          <UnpinButton
            label={copy.unpinLabel(sentence)}
            busy={unpinning.isPending}
            onClick={() => onUnpin(pin.id)}
          />
        )}
      </span>
    );
  } else if (canPin) {
    control = (
      <Button
        variant="outline"
        size="sm"
        aria-label={copy.pinLabel(sentence)}
        disabled={pinning.isPending}
        onClick={onPin}
      >
        <Pin aria-hidden />
        {pinning.isPending ? copy.pinning : copy.pin}
      </Button>
    );
  }
  if (!control && !error) return null;
  return (
    <div className="flex flex-col items-end gap-1">
      {control}
      {error && (
        <p role="alert" className="max-w-64 text-right text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Unpin, named by the insight it takes off Home. */
export function UnpinButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} disabled={busy} onClick={onClick}>
      <PinOff aria-hidden />
      {insightsMessages.pin.unpin}
    </Button>
  );
}
