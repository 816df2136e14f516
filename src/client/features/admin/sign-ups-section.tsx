import { lazy, Suspense, useId, useState } from 'react';
import { useSignUps } from '@/client/api/admin/get-overview';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { formatDay, formatNumber } from '@/client/lib/format';
import { signUpRanges } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { commonMessages } from '@/shared/i18n/messages/common';

// The charting library loads with this page only (docs/decisions/003-first-page-javascript-budget.md).
const SignUpsChart = lazy(() => import('./sign-ups-chart'));

const copy = adminMessages.overview;

/**
 * Sign-ups per day as a chart for the eye and, behind it, the same numbers as a table: read by screen
 * readers while hidden, shown to anyone with a button.
 */
export function SignUpsSection() {
  const [days, setDays] = useState<number>(30);
  const [showTable, setShowTable] = useState(false);
  const rangeId = useId();
  const signUps = useSignUps(days);
  const series = signUps.data?.series ?? [];
  const total = series.reduce((sum, day) => sum + day.count, 0);

  return (
    <SettingsSection
      title={copy.chartTitle}
      description={signUps.data ? copy.chartSummary(total, days) : undefined}
      action={
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={rangeId} className="text-xs text-muted-foreground">
              {copy.range}
            </Label>
            <Select value={String(days)} onValueChange={(value) => setDays(Number(value))}>
              <SelectTrigger id={rangeId} className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {signUpRanges.map((range) => (
                  <SelectItem key={range} value={String(range)}>
                    {range === 30 ? copy.range30 : copy.range90}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={showTable}
            onClick={() => setShowTable(!showTable)}
          >
            {showTable ? copy.hideTable : copy.showTable}
          </Button>
        </div>
      }
    >
      {signUps.isError ? (
        <LoadError message={commonMessages.errors.unexpected} onRetry={() => void signUps.refetch()} />
      ) : signUps.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div className="flex flex-col gap-4">
          <div aria-hidden className="h-64 w-full text-muted-foreground" data-testid="sign-ups-chart">
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SignUpsChart series={series} />
            </Suspense>
          </div>
          <div className={cn(!showTable && 'sr-only')}>
            <table className="w-full text-sm">
              <caption className="sr-only">{copy.chartSummary(total, days)}</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {copy.day}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {copy.signUps}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {series.map((point) => (
                  <tr key={point.day}>
                    <td className="py-1">{formatDay(point.day, 'medium')}</td>
                    <td className="py-1 text-right tabular-nums">{formatNumber(point.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
