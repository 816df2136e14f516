import { BarChart } from '@/client/components/charts/bar-chart';
import { formatDay } from '@/client/lib/format';
import type { SignUpDay } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';

/** Sign-ups per day as columns, days on the axis as `MM-DD`; in its own chunk, loaded by the overview only. */
export default function SignUpsChart({ series }: { series: SignUpDay[] }) {
  const data = series.map((point) => ({
    label: point.day.slice(5),
    title: formatDay(point.day, 'medium'),
    value: point.count,
  }));
  return <BarChart className="h-full w-full" data={data} valueName={adminMessages.overview.signUps} />;
}
