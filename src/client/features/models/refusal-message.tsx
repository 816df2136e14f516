import { formatNumber } from '@/client/lib/format';
import type { Refusal } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';

const countText = (value: number | string | undefined) =>
  typeof value === 'number' ? formatNumber(value) : (value ?? '');

/** Why the engine will not train on this target, in words, with the counts it gives. */
export function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const copy = modelsMessages.refused;
  const { detail = {} } = refusal;
  const count = countText(detail.rows ?? detail.classes);
  const limit = countText(detail.minimum ?? detail.maximum);
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-lg border p-4">
      <p className="font-medium [overflow-wrap:anywhere]">{copy.heading(refusal.target)}</p>
      <p className="text-sm">{copy[refusal.reason](count, limit)}</p>
    </div>
  );
}
