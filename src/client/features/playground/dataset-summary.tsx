import { FactList, type Fact } from '@/client/components/fact-list';
import { formatNumber } from '@/client/lib/format';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { formatBytes } from '@/client/lib/datasets/format-data';

type DatasetSummaryProps = { rows: number; columns: number; sizeBytes: number; format: string };

/** Rows, columns, size and format at a glance. */
export function DatasetFacts({ rows, columns, sizeBytes, format }: DatasetSummaryProps) {
  const copy = playgroundMessages.summary;
  const facts: Fact[] = [
    [copy.rows, formatNumber(rows)],
    [copy.columns, formatNumber(columns)],
    [copy.size, formatBytes(sizeBytes)],
    [copy.format, format.toUpperCase()],
  ];
  return (
    <FactList
      facts={facts}
      className="flex flex-wrap gap-x-8 gap-y-2"
      valueClassName="text-lg font-semibold tabular-nums"
    />
  );
}
