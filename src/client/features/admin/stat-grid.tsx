import { formatNumber } from '@/client/lib/format';

/** Labelled totals as a description list, so each number is read with its name. */
export function StatGrid({ stats }: { stats: { label: string; value: number }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {stats.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse gap-1 rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
