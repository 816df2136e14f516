import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import type { KeptState } from './use-kept-conversation';

/**
 * Under a kept conversation: who sees it, a quiet word when it could not be loaded or saved (the thread on
 * screen stays), and "Clear conversation" once there is something to clear.
 */
export function ConversationKeep({
  state,
  hasTurns,
  onClear,
}: {
  state: KeptState;
  hasTurns: boolean;
  onClear: () => Promise<void>;
}) {
  const copy = assistantMessages.keep;
  const [clearing, setClearing] = useState(false);
  const problem =
    state === 'save-failed' ? copy.saveFailed : state === 'load-failed' ? copy.loadFailed : null;
  if (!hasTurns && !problem) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <p role="status" className="min-w-0 flex-1 basis-48">
        {problem ?? copy.private}
      </p>
      {hasTurns && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={clearing}
          onClick={() => {
            setClearing(true);
            void onClear().finally(() => setClearing(false));
          }}
        >
          <Trash2 aria-hidden />
          {copy.clear}
        </Button>
      )}
    </div>
  );
}
