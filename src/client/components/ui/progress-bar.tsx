import { formatNumber } from '@/client/lib/format';

type ProgressBarProps = {
  /** How far along, from 0 to 1; values outside are clamped. */
  share: number;
  label: string;
};

/** A determinate progress bar with its share announced as a percentage. */
export function ProgressBar({ share, label }: ProgressBarProps) {
  const clamped = Math.min(1, Math.max(0, share));
  const percent = Math.round(clamped * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatNumber(clamped, { style: 'percent' })}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
