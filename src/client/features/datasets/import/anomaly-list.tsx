import { useVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { formatNumber } from '@/client/lib/format';
import type { Anomaly } from '@/shared/data/ingest/table';
import { dataImportMessages } from '@/shared/i18n/messages/data-import';

type AnomalyListProps = {
  /** The anomalies listed (the report keeps up to 1,000). */
  anomalies: readonly Anomaly[];
  /** All of them, counted: more than listed on a very ragged file. */
  anomalyCount: number;
};

const estimatedRowHeight = 76;
/** Up to this many rows are simply listed; a longer list is virtualised. */
const plainListMax = 50;
/** The list's window: a few rows in view, so the page around it stays in reach. */
const listHeight = 384;

/** "3 rows need attention — view": a disclosure that opens the list of every row the reader had to fix or skip. */
export function AnomalyList({ anomalies, anomalyCount }: AnomalyListProps) {
  const copy = dataImportMessages.anomalies;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  if (anomalyCount === 0) return null;
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-amber-500/60 p-4">
      <div className="flex items-start gap-2">
        <AlertTriangle aria-hidden className="mt-2 size-5 flex-none text-amber-600 dark:text-amber-400" />
        <Button
          variant="link"
          className="h-auto min-w-0 whitespace-normal px-0 py-1.5 text-left"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {copy.summary(anomalyCount, formatNumber(anomalyCount))}
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-2">
        {open && (
          <>
            <h3 id={headingId} className="font-semibold">
              {copy.heading}
            </h3>
            <AnomalyLines anomalies={anomalies} anomalyCount={anomalyCount} />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Every line the reader had to fix or skip (the first 1,000 of a very ragged file, saying so), each with its line
 * number, what was wrong, what was done and the line as written: the import screen's, and the dataset page's
 * import report. A long list is virtualised: only the rows in view are in the page; it scrolls by keyboard.
 */
export function AnomalyLines({ anomalies, anomalyCount }: AnomalyListProps) {
  const copy = dataImportMessages.anomalies;
  return (
    <>
      {anomalyCount > anomalies.length && (
        <p className="text-sm text-muted-foreground">
          {copy.more(formatNumber(anomalies.length), formatNumber(anomalyCount))}
        </p>
      )}
      {anomalies.length <= plainListMax ? (
        <ul aria-label={copy.heading} className="rounded-md border bg-card">
          {anomalies.map((anomaly, index) => (
            <li key={index} className="flex flex-col gap-1 border-b px-3 py-2 text-sm last:border-b-0">
              <AnomalyRow anomaly={anomaly} />
            </li>
          ))}
        </ul>
      ) : (
        <VirtualAnomalyRows anomalies={anomalies} />
      )}
    </>
  );
}

function VirtualAnomalyRows({ anomalies }: { anomalies: readonly Anomaly[] }) {
  const copy = dataImportMessages.anomalies;
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser re-renders on scroll itself; nothing here relies on compiler memoisation.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: anomalies.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
  });
  const items = rows.getVirtualItems();
  return (
    <div
      ref={scroller}
      role="region"
      aria-label={copy.listLabel}
      tabIndex={0}
      className="relative overflow-auto rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
      style={{ maxHeight: listHeight }}
    >
      <ul aria-label={copy.heading} className="relative" style={{ height: rows.getTotalSize() }}>
        {items.map((item) => {
          const anomaly = anomalies[item.index]!;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={rows.measureElement}
              aria-setsize={anomalies.length}
              aria-posinset={item.index + 1}
              className="absolute left-0 top-0 flex w-full flex-col gap-1 border-b px-3 py-2 text-sm"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <AnomalyRow anomaly={anomaly} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function AnomalyRow({ anomaly }: { anomaly: Anomaly }) {
  const copy = dataImportMessages.anomalies;
  const counts =
    anomaly.expected !== undefined && anomaly.found !== undefined
      ? ` (${copy.fields(formatNumber(anomaly.expected), formatNumber(anomaly.found))})`
      : '';
  return (
    <>
      <p className="flex flex-wrap gap-x-2">
        <span className="font-medium">{copy.line(formatNumber(anomaly.line))}</span>
        <span>
          {copy.kinds[anomaly.kind]}
          {counts}
        </span>
        <span className="text-muted-foreground">
          <span aria-hidden>· </span>
          <span className="sr-only">{copy.done}: </span>
          {copy.actions[anomaly.action]}
        </span>
      </p>
      <code className="block whitespace-pre-wrap rounded bg-muted px-2 py-1 font-mono text-xs [overflow-wrap:anywhere]">
        <span className="sr-only">{copy.raw}: </span>
        {anomaly.raw}
      </code>
    </>
  );
}
