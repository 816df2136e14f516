import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SignUpDay } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';

const shortDay = (day: string) => day.slice(5);

/**
 * The bars: drawn in the theme's colours through CSS variables and `currentColor`, so both themes read well.
 * Hidden from screen readers, which get the table beside it.
 */
export default function SignUpsChart({ series }: { series: SignUpDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="day"
          tickFormatter={shortDay}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          stroke="var(--border)"
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="var(--border)" />
        <Tooltip
          cursor={{ fill: 'var(--accent)' }}
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 8,
          }}
          formatter={(value) => [value, adminMessages.overview.signUps]}
        />
        <Bar dataKey="count" fill="var(--brand)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
